import { deflateSync } from 'node:zlib';
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ImageAsset } from '../layout/element.ts';
import { openFonts } from '../testing/fonts.ts';
import { testPrintOutput } from '../testing/printOutput.ts';
import { renderPdf } from './pdf.ts';

const fonts = openFonts();

/** A press whose profile makes black rich (C78 M69 Y51 K98), as FOGRA39's does. */
const print = testPrintOutput({ c: 0.78, m: 0.69, y: 0.51, k: 0.98 });

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  return out; // UPNG does not check the CRC
}

/** An 8-bit RGBA PNG of `pixel(x, y)`. */
function rgbaPng(width: number, height: number, pixel: (x: number, y: number) => number[]) {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 4 + 1) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

async function printedImages(asset: ImageAsset) {
  const page = {
    width: 300,
    height: 200,
    items: [{ kind: 'image' as const, asset, x: 10, y: 10, width: 100, height: 50 }],
  };
  const bytes = await renderPdf(page, { fonts, print, title: 'Logo' });
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
    .filter((o) => o.dict.get(PDFName.of('Subtype'))?.toString() === '/Image');
}

describe('raster logos in the print PDF', () => {
  it('prints a logo’s black on K only and its colours through the profile, keeping its alpha', async () => {
    // Black left, red right, the bottom row transparent.
    const bytes = rgbaPng(4, 2, (x, y) => [x < 2 ? 0 : 255, 0, 0, y === 0 ? 255 : 0]);
    const asset: ImageAsset = {
      src: '/media/logo.png',
      width: 4,
      height: 2,
      mimeType: 'image/png',
      bytes,
    };
    const images = await printedImages(asset);
    const color = images.find((o) => o.dict.has(PDFName.of('SMask')));
    expect(color?.dict.get(PDFName.of('ColorSpace'))?.toString()).toBe('/DeviceCMYK');
    const pixels = color ? decodePDFRawStream(color).decode() : new Uint8Array();
    expect([...pixels.subarray(0, 4)]).toEqual([0, 0, 0, 255]); // black: K only
    expect([...pixels.subarray(8, 12)]).toEqual([0, 255, 255, 0]); // red: M + Y
    const mask = images.find((o) => o !== color);
    expect([...(mask ? decodePDFRawStream(mask).decode() : [])]).toEqual([
      255, 255, 255, 255, 0, 0, 0, 0,
    ]);
  });

  it('leaves a colour logo on transparent black pixels as it is: hidden pixels do not count', async () => {
    const bytes = rgbaPng(4, 2, (x) => (x < 2 ? [0, 0, 0, 0] : [255, 0, 0, 255]));
    const asset: ImageAsset = {
      src: '/media/red.png',
      width: 4,
      height: 2,
      mimeType: 'image/png',
      bytes,
    };
    const images = await printedImages(asset);
    expect(images.map((o) => o.dict.get(PDFName.of('ColorSpace'))?.toString())).not.toContain(
      '/DeviceCMYK',
    );
  });

  it('leaves a photo (thousands of colours) as it is', async () => {
    const bytes = rgbaPng(80, 80, (x, y) => [x * 3, y * 3, (x * y) % 256, 255]);
    const asset: ImageAsset = {
      src: '/media/photo.png',
      width: 80,
      height: 80,
      mimeType: 'image/png',
      bytes,
    };
    const [image] = await printedImages(asset);
    // RGB, tagged sRGB in a print PDF: the RIP converts it as any photo.
    expect(image?.dict.get(PDFName.of('ColorSpace'))?.toString()).toContain('/ICCBased');
  });
});
