import { beforeAll, describe, expect, it } from 'vitest';
import { layoutText } from '../elements/p/layout.ts';
import type { GlyphRun } from '../render/tree.ts';
import { parseRichText } from '../richtext/parse.ts';
import { textElement } from '../testing/elements.ts';
import { openFonts } from '../testing/fonts.ts';
import { loadHyphenation } from './hyphenation.ts';
import { bindNonBreaking, nonBreakingParagraphs } from './nonBreaking.ts';

const NB = '\u00A0';
const ctx = { fonts: openFonts(), images: new Map() };

/** The lines a text element is set in, as text (runs joined by baseline). */
function linesOf(config: Record<string, unknown>, language?: string): string[] {
  const laidOut = layoutText(
    textElement({ style: { left: 0, top: 0, width: 200, height: 2000 }, ...config }),
    {
      ...ctx,
      language,
    },
  );
  const byBaseline = new Map<number, string>();
  for (const item of laidOut.items) {
    if (item.kind !== 'glyphs') continue;
    const run = item as GlyphRun;
    const y = Math.round(run.y * 100);
    byBaseline.set(y, (byBaseline.get(y) ?? '') + run.text);
  }
  return [...byBaseline.entries()].sort(([a], [b]) => a - b).map(([, text]) => text.trim());
}

describe('bindNonBreaking', () => {
  it('binds Czech one-letter prepositions and conjunctions to the next word, chains too', () => {
    expect(bindNonBreaking('Jezdíme v zimě a v létě k moři s dětmi', 'cs')).toBe(
      `Jezdíme v${NB}zimě a${NB}v${NB}létě k${NB}moři s${NB}dětmi`,
    );
    expect(bindNonBreaking('V Praze i o víkendu (u nás)', 'cz')).toBe(
      `V${NB}Praze i${NB}o${NB}víkendu (u${NB}nás)`,
    );
  });

  it('follows each language’s own list of one-letter words', () => {
    expect(bindNonBreaking('opony w zimie i w lecie', 'pl')).toBe(
      `opony w${NB}zimie i${NB}w${NB}lecie`,
    );
    // Croatian has no v or z preposition: "v" there is no word to keep.
    expect(bindNonBreaking('gume u zimi i ljeti', 'hr')).toBe(`gume u${NB}zimi i${NB}ljeti`);
    expect(bindNonBreaking('pnevmatike v zimi', 'sl')).toBe(`pnevmatike v${NB}zimi`);
    expect(bindNonBreaking('pneumatiky v zime a v lete', 'sk')).toBe(
      `pneumatiky v${NB}zime a${NB}v${NB}lete`,
    );
  });

  it('leaves one-letter words alone in languages without the rule', () => {
    expect(bindNonBreaking('a tyre is a tyre', 'en')).toBe('a tyre is a tyre');
    expect(bindNonBreaking('o carte a mea', 'ro')).toBe('o carte a mea');
  });

  it('keeps a number with its unit and digit groups together, in every language', () => {
    for (const language of ['en', 'de', 'cs', 'hu', 'bg']) {
      expect(bindNonBreaking('up to 80 km and 120 kW for 1 500 Kč or 15 %', language)).toBe(
        `up to 80${NB}km and 120${NB}kW for 1${NB}500${NB}Kč or 15${NB}%`,
      );
    }
    expect(bindNonBreaking('5 l, 20 °C, € 20, 7 lei', 'ro')).toBe(
      `5${NB}l, 20${NB}°C, €${NB}20, 7${NB}lei`,
    );
    // A number followed by a word that only starts like a unit is not bound.
    expect(bindNonBreaking('80 kilometres, 3 models', 'en')).toBe('80 kilometres, 3 models');
  });

  it('keeps a title with the name after it', () => {
    expect(bindNonBreaking('Ask Dr. Novák or Ing. Svoboda', 'cs')).toBe(
      `Ask Dr.${NB}Novák or Ing.${NB}Svoboda`,
    );
    expect(bindNonBreaking('the Dr. said', 'en')).toBe('the Dr. said');
  });

  it('binds across the runs of a paragraph and keeps each run’s length', () => {
    const [paragraph] = nonBreakingParagraphs(
      parseRichText('<p>Jedeme <strong>v</strong> zimě</p>'),
      'cs',
    );
    expect(paragraph?.runs.map((run) => run.text)).toEqual(['Jedeme ', 'v', `${NB}zimě`]);
  });
});

describe('line breaking by the text’s language', () => {
  beforeAll(async () => {
    await Promise.all([loadHyphenation('en'), loadHyphenation('cs')]);
  });

  const czech =
    'Zimní pneumatiky v naší nabídce a v síti prodejců k dispozici s montáží i o víkendu, ' +
    'u nás v Praze a v Brně z výroby s přilnavostí k vozovce a s nízkou hlučností v zimě.';

  it('never ends a line of a Czech text with a one-letter word, at any width', () => {
    for (let width = 60; width <= 260; width += 7) {
      const lines = linesOf({ text: czech, style: { left: 0, top: 0, width, height: 2000 } }, 'cs');
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines.slice(0, -1)) {
        expect(line, `width ${width}: "${line}"`).not.toMatch(/(^|[\s\u00A0])[aikosuvz]$/i);
      }
    }
  });

  it('never splits 80 km, at any width', () => {
    const text = 'Range of the electric model: up to 80 km on one charge, and 120 kW of power.';
    for (let width = 40; width <= 220; width += 3) {
      const lines = linesOf({ text, style: { left: 0, top: 0, width, height: 2000 } }, 'en');
      for (const line of lines)
        expect(line, `width ${width}`).not.toMatch(/(^km\b)|(\b80$)|(^kW)|(120$)/);
    }
  });

  it('hyphenates an English text in a Czech copy with English patterns (no whe-els)', () => {
    const text = 'wheels wheels wheels wheels wheels wheels wheels wheels wheels';
    const widths = [30, 35, 40, 45];
    const asCzech = widths.flatMap((width) =>
      linesOf({ text, style: { left: 0, top: 0, width, height: 2000 } }, 'cs'),
    );
    // The region's patterns alone would break it as whe-els: the case this guards against.
    expect(asCzech.some((line) => line.endsWith('whe-'))).toBe(true);
    const asEnglish = widths.flatMap((width) =>
      linesOf({ text, language: 'en', style: { left: 0, top: 0, width, height: 2000 } }, 'cs'),
    );
    expect(asEnglish.some((line) => line.endsWith('whe-'))).toBe(false);
  });
});
