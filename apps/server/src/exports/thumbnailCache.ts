/** How many thumbnails this process keeps in memory; the oldest goes first. */
const CACHE_LIMIT = 300;
// Keyed by version: a save makes a new version, so a cached thumbnail never goes stale.
const cache = new Map<string, Uint8Array>();

/** A thumbnail this process drew before under this key, if it still keeps it. */
export function cachedThumbnail(key: string): Uint8Array | undefined {
  return cache.get(key);
}

/** Keeps a drawn thumbnail under its key, forgetting the oldest past the limit. */
export function rememberThumbnail(key: string, png: Uint8Array) {
  cache.set(key, png);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}
