import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  pixelBombPng,
  sidewaysJpeg,
  transparentPng,
  UNSAFE_SVG,
  webp,
} from '../test/uploadTesting.ts';
import { prepareImage, SVG_PRINT_EDGE, sniffImage } from './imageIntake.ts';
import { stripJpegMetadata } from './jpegMetadata.ts';
import { SVG_RENDER_SECONDS } from './renderSvg.ts';

const text = (value: string) => new TextEncoder().encode(value);

/** PNG header facts: bit depth, colour type (0 grey, 2 RGB, 6 RGBA) and interlace. */
const pngHeader = (bytes: Uint8Array) => ({
  depth: bytes[24],
  colour: bytes[25],
  interlace: bytes[28],
});

async function uprightJpegWithMetadata() {
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#1c69d4' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="20" height="20"><rect width="20" height="20" fill="red"/></svg>',
        ),
        left: 5,
        top: 5,
      },
    ])
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Artist: 'Jane Photographer' } })
    .toBuffer();
  // A trailing payload after the end of the image, as polyglot files carry.
  return Buffer.concat([jpeg, Buffer.from('PK\u0003\u0004hidden archive')]);
}

describe('sniffImage', () => {
  it('tells the kind by content', async () => {
    expect(sniffImage(await sidewaysJpeg())).toBe('jpeg');
    expect(sniffImage(await transparentPng())).toBe('png');
    expect(sniffImage(await webp())).toBe('webp');
    expect(sniffImage(text(UNSAFE_SVG))).toBe('svg');
    expect(sniffImage(text('\uFEFF<!-- logo --><!DOCTYPE svg><svg viewBox="0 0 1 1"/>'))).toBe(
      'svg',
    );
    expect(sniffImage(text('GIF89a'))).toBeNull();
    expect(sniffImage(text('<html><svg/></html>'))).toBeNull();
    expect(sniffImage(text('%PDF-1.7'))).toBeNull();
  });
});

describe('stripJpegMetadata', () => {
  it('cuts EXIF and trailing data out and keeps the compressed pixels as they are', async () => {
    const original = await uprightJpegWithMetadata();
    const stripped = stripJpegMetadata(original);
    if (!stripped) throw new Error('not stripped');
    expect(Buffer.from(stripped).includes('Jane Photographer')).toBe(false);
    expect(Buffer.from(stripped).includes('hidden archive')).toBe(false);
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
    const pixels = async (bytes: Uint8Array) =>
      (await sharp(bytes).raw().toBuffer()).toString('hex');
    expect(await pixels(stripped)).toBe(await pixels(original));
    expect(stripJpegMetadata(text('not a jpeg'))).toBeNull();
  });
});

describe('prepareImage', () => {
  it('keeps an upright JPEG lossless and makes it its own print form and raster', async () => {
    const prepared = await prepareImage('photo.jpg', await uprightJpegWithMetadata());
    expect(prepared.file.extension).toBe('jpg');
    expect(Buffer.from(prepared.file.bytes).includes('Jane Photographer')).toBe(false);
    expect(prepared.printColor).toBe(prepared.file);
    expect(prepared.raster).toBe(prepared.file);
    expect(prepared.printAlpha).toBeUndefined();
    expect([prepared.width, prepared.height]).toEqual([64, 48]);
  });

  it('prepares a transparent PNG as RGB rows and a grey alpha PNG, neither interlaced', async () => {
    const prepared = await prepareImage('disc.png', await transparentPng());
    expect(pngHeader(prepared.printColor.bytes)).toEqual({ depth: 8, colour: 2, interlace: 0 });
    expect(prepared.printAlpha && pngHeader(prepared.printAlpha.bytes)).toEqual({
      depth: 8,
      colour: 0,
      interlace: 0,
    });
    // The centre is opaque, the corner transparent.
    const alpha = await sharp(prepared.printAlpha?.bytes).raw().toBuffer();
    expect(alpha[100 * 200 + 100]).toBe(255);
    expect(alpha[0]).toBe(0);
  });

  it('draws an SVG large enough for print, sanitized', async () => {
    const prepared = await prepareImage('logo.svg', text(UNSAFE_SVG));
    expect([prepared.width, prepared.height]).toEqual([240, 100]);
    expect((await sharp(prepared.printColor.bytes).metadata()).width).toBe(SVG_PRINT_EDGE);
    expect(prepared.removed).toEqual(expect.arrayContaining(['<script>', 'onload', 'onclick']));
    expect(prepared.raster.extension).toBe('png');
  });

  it('refuses empty files and bombs with messages that name the file', async () => {
    await expect(prepareImage('empty.png', new Uint8Array())).rejects.toThrow(
      "'empty.png' is empty.",
    );
    await expect(prepareImage('bomb.png', pixelBombPng())).rejects.toThrow(/50000 x 50000 pixels/);
  });
});

describe('prepareImage with SVG filters built to be slow', () => {
  const filtered = (
    filter: string,
    drawing = '<rect width="2000" height="2000" filter="url(#f)"/>',
  ) =>
    text(
      `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="f">${filter}</filter>${drawing}</svg>`,
    );

  it.each([
    ['1,000 turbulence octaves', filtered('<feTurbulence baseFrequency="0.9" numOctaves="1000"/>')],
    [
      '400 chained primitives',
      filtered('<feGaussianBlur stdDeviation="20"/><feMorphology radius="30"/>'.repeat(200)),
    ],
    [
      '200 blurred full pages',
      filtered(
        '<feGaussianBlur stdDeviation="50"/>',
        '<rect width="2000" height="2000" fill="red" filter="url(#f)"/>'.repeat(200),
      ),
    ],
  ])('refuses one with %s within the time limit', async (_what, svg) => {
    const start = performance.now();
    await expect(prepareImage('slow.svg', svg)).rejects.toThrow(
      "'slow.svg' takes too long to draw (more than 2 seconds). Simplify its filters and effects, or upload it as a PNG.",
    );
    // The limit, plus the start of the process and a loaded machine's slack.
    expect(performance.now() - start).toBeLessThan(SVG_RENDER_SECONDS * 1000 + 1500);
  });

  it('draws a drop shadow', async () => {
    const prepared = await prepareImage(
      'shadow.svg',
      text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><filter id="s"><feDropShadow dx="4" dy="4" stdDeviation="4"/></filter><rect x="20" y="20" width="300" height="120" fill="#1c69d4" filter="url(#s)"/></svg>',
      ),
    );
    expect([prepared.width, prepared.height]).toEqual([400, 200]);
    expect(prepared.printAlpha).toBeDefined();
  });
});
