import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openFonts } from '../../testing/fonts.ts';
import { cmykToRgbNaive } from '../color.ts';
import { PRINT_BLEED, renderPdf } from '../pdf.ts';
import type { RenderPage } from '../tree.ts';
import { limitInk, type PrintOutput } from './printOutput.ts';

const fonts = openFonts();

/** A stand-in press: greys to K, colours by the naive inverse of the CSS formula, 300 %. */
const print: PrintOutput = {
  profile: new Uint8Array(256).fill(7),
  outputConditionIdentifier: 'FOGRA39',
  outputCondition: 'Offset, coated',
  registryName: 'http://www.color.org',
  info: 'Test profile',
  rgbProfile: new Uint8Array(128).fill(3),
  toCmyk: ({ r, g, b }) => {
    if (r === g && g === b) return { c: 0, m: 0, y: 0, k: 1 - r };
    const k = 1 - Math.max(r, g, b);
    return { c: (1 - r - k) / (1 - k), m: (1 - g - k) / (1 - k), y: (1 - b - k) / (1 - k), k };
  },
  inkLimit: 3,
};

const page: RenderPage = {
  width: 200,
  height: 100,
  items: [
    { kind: 'rect', x: 0, y: 0, width: 50, height: 50, fill: '#ff0000' },
    { kind: 'rect', x: 50, y: 0, width: 50, height: 50, fill: 'device-cmyk(1 1 1 1)' },
    { kind: 'line', x1: 0, y1: 60, x2: 100, y2: 60, width: 1, color: '#808080' },
    { kind: 'path', d: 'M 0 70 L 10 80 Z', fill: '#000000', stroke: 'device-cmyk(0 0.5 1 0)' },
  ],
};

async function contentOf(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((ref) => doc.context.lookup(ref))
    .filter((stream) => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('');
}

describe('print PDF (PDF/X-4)', () => {
  const date = new Date('2026-03-04T05:06:07.890Z');

  it('writes every colour in CMYK: greys as K, process colours as given but within the ink limit', async () => {
    const bytes = await renderPdf(page, { fonts, print, bleed: PRINT_BLEED, date, title: 'T' });
    const ops = await contentOf(bytes);
    expect(ops).not.toMatch(/\s(rg|RG)\s/);
    expect(ops).toContain('\n0 1 1 0 k\n'); // #ff0000
    expect(ops).toContain('\n0 0 0 0.498 K\n'); // #808080: K only
    expect(ops).toContain('\n0 0 0 1 k\n'); // black fill: K only
    expect(ops).toContain('\n0 0.5 1 0 K\n'); // device-cmyk as it is
    // 400 % held to 300 %: K kept, C, M and Y scaled together.
    expect(ops).toMatch(/\n0\.6666 0\.6666 0\.6666 1 k\n/);
    // Crop marks in K alone.
    expect(ops).toContain('\n0 0 0 1 K\n0.25 w\n');
  });

  it('is PDF 1.6 with the output intent, Info keys, XMP and an ID that repeat each other', async () => {
    const bytes = await renderPdf(page, { fonts, print, bleed: PRINT_BLEED, date, title: 'T' });
    expect(new TextDecoder().decode(bytes.subarray(0, 9))).toBe('%PDF-1.6\n');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text).toContain('/S /GTS_PDFX');
    expect(text).toContain('/OutputConditionIdentifier (FOGRA39)');
    expect(text).toContain('/GTS_PDFXVersion (PDF/X-4)');
    expect(text).toContain('/Trapped /False');
    expect(text).not.toContain('DeviceRGB');
    const metadata = doc.catalog.lookup(PDFName.of('Metadata'));
    if (!(metadata instanceof PDFRawStream)) throw new Error('no XMP');
    const xmp = new TextDecoder().decode(metadata.contents);
    expect(xmp).toContain('<xmp:CreateDate>2026-03-04T05:06:07Z</xmp:CreateDate>');
    expect(text).toContain('/CreationDate (D:20260304050607Z)');
    expect(xmp).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>');
    const id = /uuid:([\da-f-]{36})/.exec(xmp)?.[1]?.replace(/-/g, '').toUpperCase();
    expect(text).toContain(`/ID [ <${id}> <${id}> ]`);
  });

  it('is the same file for the same input and date, another for other content', async () => {
    const options = { fonts, print, bleed: PRINT_BLEED, date, title: 'T' };
    const first = await renderPdf(page, options);
    expect(await renderPdf(page, options)).toEqual(first);
    const other = await renderPdf({ ...page, items: page.items.slice(1) }, options);
    const idOf = (bytes: Uint8Array) =>
      /\/ID \[ <(\w+)>/.exec(new TextDecoder().decode(bytes))?.[1];
    expect(idOf(other)).not.toBe(idOf(first));
  });

  it('sets a TrimBox even without bleed, and the screen file stays RGB without an intent', async () => {
    const noBleed = await PDFDocument.load(await renderPdf(page, { fonts, print, date }));
    const trim = noBleed.getPage(0).getTrimBox();
    expect([trim.width, trim.height]).toEqual([200, 100]);
    const screen = await renderPdf(page, { fonts, date });
    const ops = await contentOf(screen);
    expect(ops).toContain('\n1 0 0 rg\n');
    const rgb = cmykToRgbNaive({ c: 0, m: 0.5, y: 1, k: 0 });
    expect(ops).toContain(`\n${rgb.r} ${rgb.g} ${rgb.b} RG\n`);
    expect(new TextDecoder('latin1').decode(screen)).not.toContain('OutputIntents');
  });

  it('holds a process colour to the ink limit by scaling C, M and Y, keeping K', () => {
    expect(limitInk({ c: 1, m: 1, y: 1, k: 1 }, 3)).toEqual({ c: 2 / 3, m: 2 / 3, y: 2 / 3, k: 1 });
    expect(limitInk({ c: 0.5, m: 0.5, y: 0, k: 0 }, 3)).toEqual({ c: 0.5, m: 0.5, y: 0, k: 0 });
  });
});
