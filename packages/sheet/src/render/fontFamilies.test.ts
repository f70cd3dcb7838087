import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { afterAll, describe, expect, it } from 'vitest';
import { layoutText } from '../elements/p/layout.ts';
import { tyreLabelElement } from '../elements/tyre_label/index.ts';
import { layoutTyreLabel } from '../elements/tyre_label/layout.ts';
import { faceOf } from '../layout/fonts.ts';
import { elementSchemaUnion } from '../model/element.ts';
import { renderPng } from '../node/png.ts';
import { preflightElement } from '../preflight/preflight.ts';
import { textElement } from '../testing/elements.ts';
import { openFonts } from '../testing/fonts.ts';
import { A4 } from '../testing/renderSample.ts';
import { renderPdf } from './pdf.ts';
import { renderSvg } from './svg.ts';
import type { GlyphRun, RenderItem } from './tree.ts';

const fonts = openFonts();
const runs = (items: readonly RenderItem[]) =>
  items.filter((item): item is GlyphRun => item.kind === 'glyphs');
/** U+0476, Cyrillic Izhitsa with double grave: in Noto Sans, not in Carlito. */
const IZHITSA = '\u0476';

const dir = mkdtempSync(join(tmpdir(), 'pms-font-families-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The embedded fonts as poppler's pdffonts lists them: name, then type ... emb sub uni. */
function pdfFonts(bytes: Uint8Array): string[] {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2, -1);
}

/** The page x (points) of the rightmost dark pixel on the row at page y, decoded with mupdf. */
function inkRight(png: Uint8Array, scale: number, y: number): number {
  const pixmap = new mupdf.Image(png).toPixmap();
  const pixels = pixmap.getPixels();
  const stride = pixmap.getStride();
  const n = stride / pixmap.getWidth();
  const row = Math.floor(y * scale) * stride;
  let right = 0;
  for (let x = 0; x < pixmap.getWidth(); x++) {
    if ((pixels[row + x * n] ?? 255) < 128) right = x + 1;
  }
  return right / scale;
}

const carlitoText = (text: string) =>
  layoutText(textElement({ text: `<p>${text}</p>` }), {
    fonts,
    family: 'carlito',
    images: new Map(),
  });

describe('font families', () => {
  it('sets a text element in its family, with that family’s advances', () => {
    const { items } = carlitoText('Hello World');
    const [run] = runs(items);
    expect(run?.family).toBe('carlito');
    const carlito = faceOf(fonts, 'carlito', 'regular').shape('Hello');
    const noto = faceOf(fonts, 'noto-sans', 'regular').shape('Hello');
    // The text element's default size is 10 pt; "World" starts after "Hello ".
    const width = (run?.glyphs[6]?.x ?? 0) - (run?.glyphs[0]?.x ?? 0);
    expect(width).toBeCloseTo(faceOf(fonts, 'carlito', 'regular').shape('Hello ').advance * 10, 3);
    // Carlito (Calibri's widths) is narrower than Noto Sans: a mix-up would show.
    expect(carlito.advance).toBeLessThan(noto.advance * 0.9);
  });

  it('splits a run where the family lacks glyphs, sets them in Noto Sans and warns', () => {
    const element = textElement({ text: `<p>Ab ${IZHITSA} cd</p>` });
    const ctx = { fonts, family: 'carlito', images: new Map() };
    const laidOut = layoutText(element, ctx);
    const drawn = runs(laidOut.items);
    expect(drawn.map((run) => [run.family, run.text, run.fallbackFor])).toEqual([
      ['carlito', 'Ab ', undefined],
      ['noto-sans', `${IZHITSA} `, 'carlito'],
      ['carlito', 'cd', undefined],
    ]);
    expect(drawn.flatMap((run) => run.glyphs).every((glyph) => glyph.id !== 0)).toBe(true);
    const issues = preflightElement({ element, ...laidOut }, A4);
    expect(issues).toEqual([
      { check: 'fontFallback', severity: 'warning', family: 'carlito', codePoints: [0x476] },
    ]);
    // Noto Sans text never warns: it is the fallback itself.
    const plain = layoutText(element, { fonts, images: new Map() });
    expect(preflightElement({ element, ...plain }, A4)).toEqual([]);
  });

  it('embeds one subset per family and face used, Noto Sans only for the fallback', async () => {
    const page = { ...A4, items: carlitoText(`Ab ${IZHITSA} <b>cd</b>`).items };
    const listed = pdfFonts(await renderPdf(page, { fonts }));
    expect(listed).toHaveLength(3);
    expect(listed.map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, ''))).toEqual([
      'Carlito-Regular',
      'NotoSans-Regular',
      'Carlito-Bold',
    ]);
    for (const line of listed)
      expect(line).toMatch(/^[A-Z]{6}\+\S+ +CID TrueType +Identity-H +yes yes yes/);
  });

  it('draws a family’s own outlines in SVG and PNG at the layout’s advances', () => {
    const { items } = carlitoText('mmmmmmmm');
    const [run] = runs(items);
    if (!run) throw new Error('no run');
    const svg = renderSvg({ ...A4, items }, { fonts });
    expect(svg).toMatch(new RegExp(`<path id="[\\w-]*gcarlito-0-${run.glyphs[0]?.id}"`));
    // The PNG's ink ends where the layout's last glyph does (within a pixel and the side
    // bearing), not where Noto Sans's wider m would.
    const dpi = 144;
    const scale = dpi / 72;
    const { png, width } = renderPng({ ...A4, items }, { fonts, dpi });
    expect(width).toBe(Math.round(A4.width * scale));
    const end = run.glyphs.reduce((x, glyph) => Math.max(x, glyph.x + glyph.advance), 0);
    const inked = inkRight(png, scale, run.y - 4);
    expect(Math.abs(inked - end)).toBeLessThan(1.5);
    const notoEnd = run.x + faceOf(fonts, 'noto-sans', 'regular').shape('mmmmmmmm').advance * 10;
    expect(notoEnd - end).toBeGreaterThan(5);
  });

  it('sets the tyre label in Carlito and DejaVu Sans', async () => {
    const element = elementSchemaUnion.parse({
      id: 7,
      type: 'tyre_label',
      config: {
        ...tyreLabelElement.defaults(),
        style: { left: 100, top: 200, width: 213, height: 312 },
      },
    });
    if (element.type !== 'tyre_label') throw new Error('expected a tyre label');
    const { items } = layoutTyreLabel(element, { fonts, images: new Map() });
    const families = new Set(runs(items).map((run) => run.family));
    expect([...families].sort()).toEqual(['carlito', 'dejavu-sans']);
    const names = pdfFonts(await renderPdf({ ...A4, items }, { fonts })).map((line) =>
      line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, ''),
    );
    expect(names).toContain('Carlito-Bold');
    expect(names).toContain('DejaVuSans-Bold');
    expect(names.some((name) => name?.startsWith('NotoSans'))).toBe(false);
  });
});
