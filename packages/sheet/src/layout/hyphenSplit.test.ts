import { describe, expect, it } from 'vitest';
import '../node/hyphenation.ts';
import type { GlyphRun } from '../render/tree.ts';
import { parseRichText } from '../richtext/parse.ts';
import { openFonts } from '../testing/fonts.ts';
import { nth } from '../testing/nth.ts';
import { layoutRichText, type TextLayoutOptions } from './text.ts';

const fonts = openFonts();
const WORD = 'Haftpflichtversicherung';

function lines(html: string, width: number, options: Partial<TextLayoutOptions> = {}) {
  return layoutRichText(
    parseRichText(html),
    { x: 0, y: 0, width, height: 1000 },
    { fonts, baseSize: 10, language: 'de', ...options },
  );
}
const texts = (html: string, width: number, options: Partial<TextLayoutOptions> = {}) =>
  lines(html, width, options).lines.map((line) => line.text);
/** The width of `text` set on one line, plus half a point: a box it just fits. */
const fits = (text: string) => nth(lines(text, 1000).lines, 0).width + 0.5;

describe('hyphenation in line breaking', () => {
  it('breaks a long word at a hyphenation point with a visible hyphen, not between letters', () => {
    const width = fits('Die Haftpflicht-x');
    expect(texts(`Die ${WORD} gilt`, width)).toEqual(['Die Haftpflicht-', 'versicherung', 'gilt']);
    // Without hyphenation the word, wider than the box, is broken between letters as before.
    expect(texts(`Die ${WORD}`, width, { hyphenate: false })).toEqual([
      'Die',
      'Haftpflichtversic',
      'herung',
    ]);
  });

  it('draws the hyphen as a glyph at the end of the line', () => {
    const width = fits('Die Haftpflicht-');
    const result = lines(`Die ${WORD}`, width);
    const runs = result.items.filter((item): item is GlyphRun => item.kind === 'glyphs');
    const first = nth(runs, 0);
    expect(first.text).toBe('Die Haftpflicht-');
    const hyphen = nth(first.glyphs, -1);
    expect(hyphen.codePoints).toEqual([0x2d]);
    expect(hyphen.id).not.toBe(0);
    // The hyphen ends within the box.
    expect(hyphen.x + hyphen.advance).toBeLessThanOrEqual(width);
  });

  it('hyphenates a word wider than the box at points, line after line', () => {
    expect(texts(WORD, fits('pflicht-'))).toEqual(['Haft-', 'pflicht-', 'versi-', 'che-', 'rung']);
  });

  it('honours soft hyphens, also with hyphenation off, and draws none where it does not break', () => {
    const soft = 'Winter\u00ADreifen\u00ADangebot';
    expect(texts(soft, 1000)).toEqual(['Winterreifenangebot']);
    expect(texts(`Das ${soft}`, fits('Das Winterreifen-'), { hyphenate: false })).toEqual([
      'Das Winterreifen-',
      'angebot',
    ]);
    // Soft hyphens are the only points of their word: not "Win-ter".
    expect(texts(soft, fits('angebot'))).toEqual(['Winter-', 'reifen-', 'angebot']);
    const glyphs = lines(soft, 1000).items.flatMap((item) =>
      item.kind === 'glyphs' ? item.glyphs : [],
    );
    expect(glyphs).toHaveLength('Winterreifenangebot'.length);
  });

  it('breaks between letters as before when no hyphenation point fits', () => {
    // "xxxxxxxxxxxx" has no points: the old overflow-wrap break.
    const result = texts('xxxxxxxxxxxxxxxxxxxx', 30);
    expect(result.join('')).toBe('xxxxxxxxxxxxxxxxxxxx');
    expect(result.length).toBeGreaterThan(1);
    expect(result.every((line) => !line.endsWith('-'))).toBe(true);
    // A width narrower than any head with its hyphen: letters again.
    expect(texts(WORD, 12).every((line) => !line.endsWith('-'))).toBe(true);
  });

  it('hyphenates in the language given, and not at all without patterns for it', () => {
    const word = 'pneumatiky';
    const width = fits('Zimní pneu-');
    // A word after it: a paragraph's last word is never hyphenated.
    expect(texts(`Zimní ${word} jsou`, width, { language: 'cs' })).toEqual([
      'Zimní pneu-',
      'matiky jsou',
    ]);
    expect(texts(`Zimní ${word} jsou`, width, { language: 'mt' })).toEqual(['Zimní', word, 'jsou']);
  });

  it('hyphenates neither a paragraph’s last word nor a word under five letters', () => {
    const width = fits('Zimní pneu-');
    expect(texts('Zimní pneumatiky', width, { language: 'cs' })).toEqual(['Zimní', 'pneumatiky']);
    // Even where a soft hyphen offers a point, as patterns (hyphenation.ts) never do in short words.
    const short = texts('Die Ga\u00ADbe ist hier', fits('Die Ga-'));
    expect(short.some((line) => line.endsWith('-'))).toBe(false);
    expect(texts('Die Kur\u00ADbel ist hier', fits('Die Kur-'))[0]).toBe('Die Kur-');
  });
});
