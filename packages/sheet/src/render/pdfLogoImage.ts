import { PDFContext, type PDFDict } from 'pdf-lib';
// pdf-lib's own PNG decoder (UPNG), which its embedPng uses: the package has no export map, and
// 1.17 is its last release, so the path stays. No second PNG decoder in the engine.
import { PNG } from 'pdf-lib/es/utils/png.js';
import { artworkPrintColor } from './neutralBlack.ts';
import type { PdfColors } from './pdfColors.ts';
import { pdfDeflate } from './pdfDeflate.ts';
import type { ImageAsset } from './tree.ts';

// A raster logo (a PNG of few colours, as logos and line art are; photos have tens of
// thousands) goes into the print PDF in CMYK, each colour as the engine prints it: neutral
// greys and black on the black plate only (neutralBlack.ts), other colours through the output
// profile, as text and shapes are. Left in RGB, the RIP would convert its black through the
// profile too, to rich black C78 M69 Y51 K98, and its anti-aliased edges to four-colour greys.

/** More distinct colours than this is a photo or a gradient: it is printed as it is. */
export const LOGO_MAX_COLORS = 4096;

/** Logos are small: a larger PNG is not decoded at all (the print form spares that). */
export const LOGO_MAX_PIXELS = 4_000_000;

/** The CMYK stream of a logo and its alpha as a soft mask, ready to register. */
export interface LogoStreams {
  image: { dict: PDFDict; contents: Uint8Array };
  smask?: { dict: PDFDict; contents: Uint8Array };
}

const scratch = PDFContext.create();

/** The four numbers of a `c m y k k` operator. */
function cmykOf(colors: PdfColors, hex: string): [number, number, number, number] {
  const parts = colors.fill(artworkPrintColor(hex)).split(' ').slice(0, 4).map(Number);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

async function packed(bytes: Uint8Array): Promise<{ contents: Uint8Array; filter?: string }> {
  const deflate = pdfDeflate();
  return deflate ? { contents: await deflate(bytes), filter: 'FlateDecode' } : { contents: bytes };
}

/**
 * A PNG logo in the print PDF's CMYK; null for anything else (a JPEG, a photo, a PNG without
 * a neutral colour, which the RIP converts as before).
 */
export async function logoStreams(
  asset: ImageAsset,
  colors: PdfColors,
): Promise<LogoStreams | null> {
  if (asset.mimeType !== 'image/png' || asset.width * asset.height > LOGO_MAX_PIXELS) return null;
  let png: PNG;
  try {
    png = PNG.load(asset.bytes);
  } catch {
    return null;
  }
  const { rgbChannel: rgb, alphaChannel: alpha, width, height } = png;
  const inks = new Map<number, [number, number, number, number]>();
  let neutral = false;
  for (let i = 0; i + 2 < rgb.length; i += 3) {
    // A fully transparent pixel's colour never shows (it is often black): it does not count.
    if (alpha && alpha[i / 3] === 0) continue;
    const key = ((rgb[i] ?? 0) << 16) | ((rgb[i + 1] ?? 0) << 8) | (rgb[i + 2] ?? 0);
    if (inks.has(key)) continue;
    if (inks.size >= LOGO_MAX_COLORS) return null;
    const hex = `#${key.toString(16).padStart(6, '0')}`;
    neutral ||= rgb[i] === rgb[i + 1] && rgb[i + 1] === rgb[i + 2] && rgb[i] !== 255;
    inks.set(key, cmykOf(colors, hex));
  }
  if (!neutral) return null;
  const cmyk = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const i = pixel * 3;
    const key = ((rgb[i] ?? 0) << 16) | ((rgb[i + 1] ?? 0) << 8) | (rgb[i + 2] ?? 0);
    const ink = inks.get(key) ?? [0, 0, 0, 0];
    for (let c = 0; c < 4; c++) cmyk[pixel * 4 + c] = Math.round((ink[c] ?? 0) * 255);
  }
  const image = await packed(cmyk);
  const stream = (contents: Uint8Array, filter: string | undefined, space: string) => ({
    dict: scratch.obj({
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      BitsPerComponent: 8,
      ColorSpace: space,
      ...(filter ? { Filter: filter } : {}),
      Length: contents.length,
    }),
    contents,
  });
  const mask = alpha && (await packed(alpha));
  return {
    image: stream(image.contents, image.filter, 'DeviceCMYK'),
    ...(mask ? { smask: stream(mask.contents, mask.filter, 'DeviceGray') } : {}),
  };
}
