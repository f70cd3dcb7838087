import type { ImageAsset, SheetData } from '@pms/sheet';
import sharp from 'sharp';
import type { MediaStorage } from '../storage/mediaStorage.ts';

const MEDIA_PREFIX = '/media/';
// Files are content-addressed, so a cached asset can never go stale; the bound keeps memory
// in check on a server with a large library.
const CACHE_LIMIT = 200;
const cache = new Map<string, Promise<ImageAsset | null>>();

/** Every image URL a sheet may draw: image and logo sources on all pages and in variant entries. */
export function imageSources(data: SheetData): string[] {
  const sources = new Set<string>();
  const visit = (config: { src?: { contentUrl: string } | null } | undefined) => {
    const url = config?.src?.contentUrl;
    if (url) sources.add(url);
  };
  for (const page of [data, ...data.additional_pages]) {
    for (const element of page.elements) {
      if (element.type !== 'img' && element.type !== 'logo') continue;
      visit(element.config);
      for (const entry of element.variants) visit(entry.config as { src?: { contentUrl: string } });
    }
  }
  return [...sources];
}

/**
 * The image behind a media URL, decoded once per process: JPEG and PNG as they are (the PDF
 * embeds them directly), anything else converted to PNG. Null for a URL that is not ours or a
 * file that is gone, which layout draws as a placeholder.
 */
export function loadImageAsset(storage: MediaStorage, src: string): Promise<ImageAsset | null> {
  const cached = cache.get(src);
  if (cached) return cached;
  const loading = readAsset(storage, src);
  cache.set(src, loading);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  loading.then(
    (asset) => asset ?? cache.delete(src),
    () => cache.delete(src),
  );
  return loading;
}

async function readAsset(storage: MediaStorage, src: string): Promise<ImageAsset | null> {
  if (!src.startsWith(MEDIA_PREFIX)) return null;
  const key = src.slice(MEDIA_PREFIX.length);
  let bytes: Uint8Array;
  try {
    bytes = await storage.get(key);
  } catch {
    return null;
  }
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) return null;
  if (meta.format === 'jpeg' || meta.format === 'png') {
    return {
      src,
      width: meta.width,
      height: meta.height,
      mimeType: meta.format === 'jpeg' ? 'image/jpeg' : 'image/png',
      bytes,
    };
  }
  const png = await sharp(bytes).png().toBuffer();
  return { src, width: meta.width, height: meta.height, mimeType: 'image/png', bytes: png };
}

/** The assets of all of a sheet's images, keyed by URL as layout expects them. */
export async function loadSheetImages(storage: MediaStorage, data: SheetData) {
  const entries = await Promise.all(
    imageSources(data).map(async (src) => [src, await loadImageAsset(storage, src)] as const),
  );
  const assets = new Map<string, ImageAsset>();
  for (const [src, asset] of entries) if (asset) assets.set(src, asset);
  return assets;
}
