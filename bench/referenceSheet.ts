import { type ImageAsset, parseSheetData, type SheetData } from '@pms/sheet';
import { DEMO_IMAGES, renderDemoImage } from '../apps/server/src/seed/demoImages.ts';
import { DEMO_SHEETS } from '../apps/server/src/seed/demoSheets.ts';
import type { ImageUrls } from '../apps/server/src/seed/sheetBuilder.ts';
import { prepareImage } from '../apps/server/src/storage/imageIntake.ts';

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
    // Prepared as an upload is (and as the seed does): the file, its raster and print form.
    const prepared = await prepareImage(image.name, (await renderDemoImage(image)).bytes);
    const src = `/media/${image.id}.${prepared.file.extension}`;
    urls[image.id] = src;
    const asset: ImageAsset = {
      src,
      width: prepared.width,
      height: prepared.height,
      mimeType: prepared.raster.extension === 'jpg' ? 'image/jpeg' : 'image/png',
      bytes: prepared.raster.bytes,
      print: prepared.printAlpha
        ? { color: prepared.printColor.bytes, alpha: prepared.printAlpha.bytes }
        : { color: prepared.printColor.bytes },
    };
    images.set(src, asset);
    if (image.id === 'logoBmw') dealerLogo = asset;
  }
  const definition = DEMO_SHEETS.find((sheet) => sheet.name === 'Reference offer sheet');
  if (!definition || !dealerLogo) throw new Error('the reference sheet is missing from the seed');
  return { data: parseSheetData(definition.data(urls)), images, dealerLogo };
}
