import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { layoutText } from '../elements/p/layout.ts';
import { preflightElement } from '../preflight/preflight.ts';
import { renderPdf } from '../render/pdf.ts';
import type { GlyphRun, RenderItem } from '../render/tree.ts';
import { textElement } from '../testing/elements.ts';
import { openFonts } from '../testing/fonts.ts';
import { A4 } from '../testing/renderSample.ts';
import { isSign } from './fallbackChain.ts';
import { createFontLibrary } from './fonts.ts';

const fonts = openFonts();
const runs = (items: readonly RenderItem[]) =>
  items.filter((item): item is GlyphRun => item.kind === 'glyphs');
/** A run's family, text (no-break spaces, which line breaking may set, read as spaces) and fallback. */
const described = (run: GlyphRun) => [
  run.family,
  run.text.replaceAll('\u00a0', ' '),
  run.fallbackFor,
];
const layout = (text: string, family?: string) => {
  const element = textElement({ text: `<p>${text}</p>` });
  const laidOut = layoutText(element, { fonts, images: new Map(), ...(family ? { family } : {}) });
  return { element, laidOut, drawn: runs(laidOut.items) };
};
/** U+0476, Cyrillic Izhitsa with double grave: in Noto Sans, not in Carlito. */
const IZHITSA = '\u0476';

const dir = mkdtempSync(join(tmpdir(), 'pms-fallback-chain-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the font fallback chain', () => {
  it('sets signs Noto Sans lacks in the symbol family, without a finding', () => {
    const { element, laidOut, drawn } = layout('Tel. ☎ 0800 ✓ 99 €');
    expect(drawn.map(described)).toEqual([
      ['noto-sans', 'Tel. ', undefined],
      ['dejavu-sans', '☎ ', 'noto-sans'],
      ['noto-sans', '0800 ', undefined],
      ['dejavu-sans', '✓ ', 'noto-sans'],
      // € is Noto Sans's own: the chain takes the first family that has it.
      ['noto-sans', '99 €', undefined],
    ]);
    expect(drawn.flatMap((run) => run.glyphs).every((glyph) => glyph.id !== 0)).toBe(true);
    expect(preflightElement({ element, ...laidOut }, A4)).toEqual([]);
  });

  it('goes brand font, then Noto Sans, then the symbol family', () => {
    const { element, laidOut, drawn } = layout(`Ab ${IZHITSA} ☎`, 'carlito');
    expect(drawn.map(described)).toEqual([
      ['carlito', 'Ab ', undefined],
      ['noto-sans', `${IZHITSA} `, 'carlito'],
      ['dejavu-sans', '☎', 'carlito'],
    ]);
    // The brand's missing letter is worth a warning; the sign is set where signs are by design.
    expect(preflightElement({ element, ...laidOut }, A4)).toEqual([
      { check: 'fontFallback', severity: 'warning', family: 'carlito', codePoints: [0x476] },
    ]);
  });

  it('leaves what no font has as .notdef, named by preflight: the issue’s 汽车 ☎ 😀', () => {
    const { element, laidOut, drawn } = layout('汽车 ☎ 😀');
    const phone = drawn.find((run) => run.text.includes('☎'));
    expect(phone?.family).toBe('dejavu-sans');
    expect(phone?.glyphs[0]?.id).not.toBe(0);
    expect(preflightElement({ element, ...laidOut }, A4)).toEqual([
      { check: 'missingGlyphs', severity: 'error', codePoints: [0x6c7d, 0x8f66, 0x1f600] },
    ]);
  });

  it('keeps emoji out of the symbol family, though DejaVu Sans draws a 😀', () => {
    expect(
      fonts.families.get('dejavu-sans')?.faces.regular.font.hasGlyphForCodePoint(0x1f600),
    ).toBe(true);
    expect(isSign(0x1f600)).toBe(false);
    expect(isSign(0x260e)).toBe(true);
    expect(isSign(0x2713)).toBe(true);
    expect(isSign(0x6c7d)).toBe(false);
  });

  it('drops the emoji presentation selector a phone keyboard adds to ☎', () => {
    const { element, laidOut, drawn } = layout('☎\uFE0F 0800');
    expect(drawn.map((run) => run.text).join('')).toBe('☎ 0800');
    expect(preflightElement({ element, ...laidOut }, A4)).toEqual([]);
  });

  it('reports a sign as missing where the library has no symbol family', () => {
    const notoOnly = createFontLibrary(
      fonts.families.get('noto-sans')?.source ?? (undefined as never),
    );
    const element = textElement({ text: '<p>☎</p>' });
    const laidOut = layoutText(element, { fonts: notoOnly, images: new Map() });
    expect(preflightElement({ element, ...laidOut }, A4)).toEqual([
      { check: 'missingGlyphs', severity: 'error', codePoints: [0x260e] },
    ]);
  });

  it('embeds the symbol family’s subset in the PDF beside Noto Sans', async () => {
    const { laidOut } = layout('Tel. ☎ ✓ €');
    const file = join(dir, 'signs.pdf');
    writeFileSync(file, await renderPdf({ ...A4, items: laidOut.items }, { fonts }));
    const names = execFileSync('pdffonts', [file], { encoding: 'utf8' })
      .split('\n')
      .slice(2, -1)
      .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, ''));
    expect(names).toEqual(['NotoSans-Regular', 'DejaVuSans']);
  });
});
