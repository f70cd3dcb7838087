import type { PreparedImage } from './imageIntake.ts';
import type { MediaStorage } from './mediaStorage.ts';

/** The storage keys of an image and of what was prepared from it, as the tables record them. */
export interface StoredImageKeys {
  fileKey: string;
  thumbnailKey: string;
  printKey: string;
  printMaskKey: string | null;
  rasterKey: string;
}

/**
 * Writes a prepared image's files. Equal files share a key (a JPEG is its own print form and
 * raster), so each is written once; a file left behind by a failed request is harmless,
 * since nothing refers to it and its key can only ever hold the same bytes.
 */
export async function storeImage(
  media: MediaStorage,
  image: PreparedImage,
): Promise<StoredImageKeys> {
  const [fileKey, thumbnailKey, printKey, printMaskKey, rasterKey] = await Promise.all([
    media.put(image.file.bytes, image.file.extension),
    media.put(image.thumbnail.bytes, image.thumbnail.extension),
    media.put(image.printColor.bytes, image.printColor.extension),
    image.printAlpha ? media.put(image.printAlpha.bytes, image.printAlpha.extension) : null,
    media.put(image.raster.bytes, image.raster.extension),
  ]);
  return { fileKey, thumbnailKey, printKey, printMaskKey, rasterKey };
}
