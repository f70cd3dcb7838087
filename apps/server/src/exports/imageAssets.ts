import { definitionOf, type ImageAsset, type SheetData } from '@pms/sheet';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { dealerLogos, mediaObjects } from '../db/schema/index.ts';
import { isMediaKey, type MediaStorage } from '../storage/mediaStorage.ts';

const MEDIA_PREFIX = '/media/';
// Files are content-addressed, so a cached asset can never go stale; the bound keeps memory
// in check on a server with a large library.
const CACHE_LIMIT = 200;
const cache = new Map<string, Promise<ImageAsset | null>>();

/**
 * Every image URL a sheet may draw, as each type's definition names them, on all pages and in
 * variant entries.
 */
export function imageSources(data: SheetData): string[] {
  const sources = new Set<string>();
  for (const page of [data, ...data.additional_pages]) {
    for (const element of page.elements) {
      const definition = definitionOf(element);
      for (const config of [element.config, ...element.variants.map((entry) => entry.config)]) {
        for (const url of definition.imageSources(config)) sources.add(url);
      }
    }
  }
  return [...sources];
}

/** Where images come from: the tables that know their print forms, and the files. */
export interface ImageSource {
  db: Database;
  media: MediaStorage;
}

/**
 * The image behind a media URL, read once per process. An image uploaded to the library (or
 * as a dealer logo) comes with its print form, which the PDF embeds without decoding it; an
 * older file without one is read as before (JPEG and PNG as they are, others converted). Null
 * for a URL that is not ours or a file that is gone, which layout draws as a placeholder.
 */
export function loadImageAsset(source: ImageSource, src: string): Promise<ImageAsset | null> {
  const cached = cache.get(src);
  if (cached) return cached;
  const loading = readAsset(source, src);
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

/** The recorded print form of a stored file, from the library or the dealer logos. */
async function printFormOf(db: Database, fileKey: string) {
  for (const table of [mediaObjects, dealerLogos]) {
    const [row] = await db
      .select({
        width: table.width,
        height: table.height,
        printKey: table.printKey,
        printMaskKey: table.printMaskKey,
        rasterKey: table.rasterKey,
      })
      .from(table)
      .where(and(eq(table.fileKey, fileKey), isNotNull(table.printKey)))
      .limit(1);
    if (row) return row;
  }
  return undefined;
}

async function preparedAsset(
  source: ImageSource,
  src: string,
  fileKey: string,
): Promise<ImageAsset | null> {
  const form = await printFormOf(source.db, fileKey);
  if (!form?.printKey || !form.rasterKey) return null;
  // An SVG (the stored file is the sanitized one) is drawn as vectors in the print PDF; its
  // print form is the raster the PDF falls back to for what vectors cannot draw.
  const svg = fileKey.endsWith('.svg');
  const [raster, color, alpha, vector] = await Promise.all([
    source.media.get(form.rasterKey),
    source.media.get(form.printKey),
    form.printMaskKey ? source.media.get(form.printMaskKey) : null,
    svg ? source.media.get(fileKey) : null,
  ]);
  if (!raster || !color || (form.printMaskKey && !alpha)) return null;
  return {
    src,
    width: form.width,
    height: form.height,
    mimeType: form.rasterKey.endsWith('.jpg') ? 'image/jpeg' : 'image/png',
    bytes: raster,
    print: { color, ...(alpha ? { alpha } : {}), ...(vector ? { vector } : {}) },
  };
}

async function readAsset(source: ImageSource, src: string): Promise<ImageAsset | null> {
  if (!src.startsWith(MEDIA_PREFIX)) return null;
  const key = src.slice(MEDIA_PREFIX.length);
  if (!isMediaKey(key)) return null;
  const prepared = await preparedAsset(source, src, key);
  if (prepared) return prepared;
  const bytes = await source.media.get(key).catch(() => null);
  if (!bytes) return null;
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
export async function loadSheetImages(source: ImageSource, data: SheetData) {
  const entries = await Promise.all(
    imageSources(data).map(async (src) => [src, await loadImageAsset(source, src)] as const),
  );
  const assets = new Map<string, ImageAsset>();
  for (const [src, asset] of entries) if (asset) assets.set(src, asset);
  return assets;
}
