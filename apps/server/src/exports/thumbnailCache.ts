/** How many thumbnails a server keeps in memory; the oldest goes first. */
const CACHE_LIMIT = 300;
// Keyed by version: a save makes a new version, so a cached thumbnail never goes stale. One
// cache per server (its database): two servers in one process, as tests make them, number
// their sheets alike, and one must not answer with the other's images.
const caches = new WeakMap<object, Map<string, Uint8Array>>();

function cacheOf(server: object): Map<string, Uint8Array> {
  let cache = caches.get(server);
  if (!cache) {
    cache = new Map();
    caches.set(server, cache);
  }
  return cache;
}

/** A thumbnail this server drew before under this key, if it still keeps it. */
export function cachedThumbnail(server: object, key: string): Uint8Array | undefined {
  return cacheOf(server).get(key);
}

/** Keeps a drawn thumbnail under its key, forgetting the oldest past the limit. */
export function rememberThumbnail(server: object, key: string, png: Uint8Array) {
  const cache = cacheOf(server);
  cache.set(key, png);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}
