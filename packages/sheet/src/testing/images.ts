// Fake image assets for layout tests: layout reads only the size, never decodes the bytes.
import type { ImageAsset, ImageAssets } from '../layout/element.ts';

/** An asset of `width` x `height` pixels at `src`, with a few placeholder bytes. */
export function fakeImage(src: string, width: number, height: number): ImageAsset {
  return { src, width, height, mimeType: 'image/png', bytes: new Uint8Array([0x89, 0x50]) };
}

/** An ImageAssets map of the given assets, keyed by their src. */
export function fakeImages(...assets: ImageAsset[]): ImageAssets {
  return new Map(assets.map((asset) => [asset.src, asset]));
}
