import { deflateSync } from 'node:zlib';
import * as mupdf from 'mupdf';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ImageAsset } from '../layout/element.ts';
import { openFonts } from '../testing/fonts.ts';
import { A4, solidPng } from '../testing/renderSample.ts';
import { renderPdf } from './pdf.ts';

const fonts = openFonts();

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  // Readers of PDF streams never check the CRC; PDF takes only the IDAT data.
  return out;
}

/** An 8-bit PNG (grey or RGB, not interlaced) of `pixel(x, y)`, rows with filter 0. */
function png(
  width: number,
  height: number,
  channels: 1 | 3,
  pixel: (x: number, y: number) => number[],
) {
  const raw = Buffer.alloc((width * channels + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      raw.set(pixel(x, y), y * (width * channels + 1) + 1 + x * channels);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = channels === 3 ? 2 : 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

async function render(asset: ImageAsset) {
  const page = {
    ...A4,
    items: [{ kind: 'image' as const, asset, x: 100, y: 100, width: 200, height: 200 }],
  };
  const bytes = await renderPdf(page, { fonts });
  const pixmap = mupdf.Document.openDocument(bytes, 'application/pdf')
    .loadPage(0)
    .toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false);
  const rgb = (x: number, y: number) => {
    const i = (y * pixmap.getWidth() + x) * 3;
    return [...pixmap.getPixels().slice(i, i + 3)];
  };
  const doc = await PDFDocument.load(bytes);
  const images = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
    .filter((o) => o.dict.get(PDFName.of('Subtype'))?.toString() === '/Image');
  return { rgb, images };
}

describe('images prepared for print', () => {
  it('embeds a PNG print form with its alpha as a soft mask, without decoding the file', async () => {
    const asset: ImageAsset = {
      src: '/media/half.png',
      width: 40,
      height: 40,
      mimeType: 'image/png',
      // Not an image at all: only the print form may be read.
      bytes: new Uint8Array([1, 2, 3]),
      print: {
        color: png(40, 40, 3, () => [200, 30, 40]),
        alpha: png(40, 40, 1, (x) => [x < 20 ? 255 : 0]),
      },
    };
    const { rgb, images } = await render(asset);
    expect(rgb(150, 200)).toEqual([200, 30, 40]); // the opaque left half
    expect(rgb(250, 200)).toEqual([255, 255, 255]); // the transparent right half
    const image = images.find((o) => o.dict.has(PDFName.of('SMask')));
    expect(image?.dict.get(PDFName.of('DecodeParms'))?.toString()).toContain('/Predictor 15');
    expect(image?.dict.get(PDFName.of('ColorSpace'))?.toString()).toBe('/DeviceRGB');
    expect(images).toHaveLength(2);
  });

  it('embeds a grey PNG print form, and falls back to the file for a form PDF cannot take', async () => {
    const grey = await render({
      src: '/media/grey.png',
      width: 10,
      height: 10,
      mimeType: 'image/png',
      // Prepared images are cached by the file's bytes, so each asset here has its own.
      bytes: new Uint8Array([4, 5, 6]),
      print: { color: png(10, 10, 1, () => [128]) },
    });
    expect(grey.rgb(200, 200)).toEqual([128, 128, 128]);
    expect(grey.images).toHaveLength(1);

    // An alpha mask of the wrong size is not used: the file itself is embedded instead.
    const file = solidPng('/media/file.png', 40, 30, '#1c69d4');
    const fallback = await render({
      ...file,
      print: { color: png(40, 30, 3, () => [0, 0, 0]), alpha: png(4, 3, 1, () => [0]) },
    });
    expect(fallback.rgb(105, 105)).toEqual([28, 105, 212]);
  });
});
