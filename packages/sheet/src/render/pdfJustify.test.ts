import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { layoutText } from '../elements/p/layout.ts';
import '../node/hyphenation.ts';
import { textElement } from '../testing/elements.ts';
import { openFonts } from '../testing/fonts.ts';
import { nth } from '../testing/nth.ts';
import { renderPdf } from './pdf.ts';

const fonts = openFonts();
const BOX = { left: 100, top: 200, width: 180, height: 400 };
const RIGHT = BOX.left + BOX.width;
const GERMAN =
  'Unsere Winterreifen bieten Ihnen auf Schnee und Eis die beste Haftung. Die ' +
  'Haftpflichtversicherung ist im Angebot enthalten, ebenso die Einlagerung Ihrer ' +
  'Sommerreifen bis zum Frühjahr. Fragen Sie Ihren Händler nach den Bedingungen.';

interface PdfLine {
  text: string;
  left: number;
  right: number;
}

/** The lines a PDF reader finds on page 1, by baseline, with their left and right ink edges. */
function pdfLines(bytes: Uint8Array): PdfLine[] {
  const byBaseline = new Map<number, PdfLine>();
  mupdf.Document.openDocument(bytes, 'application/pdf')
    .loadPage(0)
    .toStructuredText('preserve-whitespace')
    .walk({
      onChar(c, origin, _font, _size, quad) {
        const key = Math.round(origin[1] * 10);
        const line = byBaseline.get(key) ?? { text: '', left: Infinity, right: -Infinity };
        byBaseline.set(key, line);
        line.text += c;
        if (c.trim() === '') return;
        line.left = Math.min(line.left, quad[0]);
        line.right = Math.max(line.right, quad[2]);
      },
    });
  return [...byBaseline.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
}

async function justifiedPdf(text: string, language = 'de', width = BOX.width) {
  const element = textElement({
    text,
    style: { ...BOX, width, textAlign: 'justify' },
    // Hyphenation off where a test needs whole words.
    hyphenate: language === 'de',
  });
  const { items } = layoutText(element, { fonts, images: new Map(), language });
  return pdfLines(await renderPdf({ width: 595.28, height: 841.89, items }, { fonts }));
}

describe('justified text in the PDF', () => {
  it('ends every line but the last flush at the box’s right edge, within 0.5 pt', async () => {
    const lines = await justifiedPdf(GERMAN);
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines.slice(0, -1)) {
      expect(line.left).toBeCloseTo(BOX.left, 0);
      expect(Math.abs(line.right - RIGHT), line.text).toBeLessThan(0.5);
    }
    // Hyphenation keeps the spacing even: a long word is broken at a point, with a hyphen.
    expect(lines.some((line) => line.text.trimEnd().endsWith('-'))).toBe(true);
  });

  it('sets the last line of a paragraph left, with natural spacing', async () => {
    const last = nth(await justifiedPdf(GERMAN), -1);
    expect(last.left).toBeCloseTo(BOX.left, 0);
    expect(last.right).toBeLessThan(RIGHT - 5);
  });

  it('does not letter-space a line of one word, nor widen spaces past the limit', async () => {
    // Each word is too wide to share a line: one word per line, nothing to widen.
    const words = await justifiedPdf('Haftung Einlagerung Bedingungen', 'en', 70);
    expect(words.map((line) => line.text.trim())).toEqual([
      'Haftung',
      'Einlagerung',
      'Bedingungen',
    ]);
    expect(nth(words, 0).right).toBeLessThan(BOX.left + 60);
    // Two short words beside a long one: widening their one space by over 70 pt would leave a hole.
    const holes = await justifiedPdf('Ab in Wintersportgebiete', 'en', 100);
    expect(nth(holes, 0).text.trim()).toBe('Ab in');
    expect(nth(holes, 0).right).toBeLessThan(BOX.left + 30);
  });
});
