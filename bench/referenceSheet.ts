import { type ImageAsset, parseSheetData, type SheetData } from '@pms/sheet';
import { DEMO_IMAGES, renderDemoImage } from '../apps/server/src/seed/demoImages.ts';
import { DEMO_SHEETS } from '../apps/server/src/seed/demoSheets.ts';
import type { ImageUrls } from '../apps/server/src/seed/sheetBuilder.ts';

/**
 * The reference offer sheet exactly as the demo seeds it (the seed's definition is the
 * fixture), with its images as the server would load them.
 */
export async function referenceSheet(): Promise<{
  data: SheetData;
  images: Map<string, ImageAsset>;
  dealerLogo: ImageAsset;
}> {
  const urls = {} as ImageUrls;
  const images = new Map<string, ImageAsset>();
  let dealerLogo: ImageAsset | undefined;
  for (const image of DEMO_IMAGES) {
    const rendered = await renderDemoImage(image);
    const src = `/media/${image.id}.${rendered.extension}`;
    urls[image.id] = src;
    const asset: ImageAsset = {
      src,
      width: rendered.width,
      height: rendered.height,
      mimeType: rendered.mimeType === 'image/jpeg' ? 'image/jpeg' : 'image/png',
      bytes: rendered.bytes,
    };
    images.set(src, asset);
    if (image.id === 'logoBmw') dealerLogo = asset;
  }
  const definition = DEMO_SHEETS.find((sheet) => sheet.name === 'Reference offer sheet');
  if (!definition || !dealerLogo) throw new Error('the reference sheet is missing from the seed');
  return { data: parseSheetData(definition.data(urls)), images, dealerLogo };
}
