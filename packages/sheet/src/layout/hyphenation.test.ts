import { describe, expect, it } from 'vitest';
import {
  HYPHENATION_LANGUAGES,
  type HyphenationLanguage,
  hyphenationLanguage,
  hyphenationPoints,
  hyphenationReady,
  loadHyphenation,
} from './hyphenation.ts';

/** A long word per language with its points as the patterns give them (2 letters before, 3 after). */
const KNOWN: Record<HyphenationLanguage, string> = {
  en: 'char-ac-ter-ist-ics',
  de: 'Haft-pflicht-ver-si-che-rung',
  ro: 'an-ve-lo-pele',
  cs: 'pne-u-ma-tiky',
  bg: 'ав-то-мо-би-лът',
  el: 'αυ-το-κί-νητο',
  hr: 'osi-gu-ra-vaju',
  hu: 'gu-mi-ab-roncs',
  pl: 'sa-mo-cho-do-wych',
  sl: 'za-go-ta-vljajo',
  sk: 'za-bez-pe-če-nie',
};

function hyphenated(language: HyphenationLanguage, word: string): string {
  let out = '';
  let from = 0;
  for (const at of hyphenationPoints(language, word)) {
    out += `${word.slice(from, at)}-`;
    from = at;
  }
  return out + word.slice(from);
}

describe('hyphenation patterns', () => {
  it('covers the 11 interface languages', () => {
    expect([...HYPHENATION_LANGUAGES].sort()).toEqual(Object.keys(KNOWN).sort());
  });

  it('finds no points before a language is loaded, and loads each on demand', async () => {
    expect(hyphenationReady('de')).toBe(false);
    expect(hyphenationPoints('de', 'Haftpflichtversicherung')).toEqual([]);
    await loadHyphenation('de');
    expect(hyphenationReady('de')).toBe(true);
    expect(hyphenationPoints('de', 'Haftpflichtversicherung')).toEqual([4, 11, 14, 16, 19]);
  });

  for (const [language, expected] of Object.entries(KNOWN) as [HyphenationLanguage, string][]) {
    it(`${language}: ${expected}`, async () => {
      await loadHyphenation(language);
      expect(hyphenated(language, expected.replaceAll('-', ''))).toBe(expected);
    });
  }

  it('keeps 2 letters before and 3 after a point, and short words whole', async () => {
    await loadHyphenation('en');
    expect(hyphenated('en', 'hyphenation, reaction')).toBe('hy-phen-a-tion, re-ac-tion');
    expect(hyphenated('en', 'a tyre')).toBe('a tyre');
  });

  it('maps BCP 47 tags and the interface codes to pattern languages', () => {
    expect(hyphenationLanguage('de-AT')).toBe('de');
    expect(hyphenationLanguage('en-CY')).toBe('en');
    expect(hyphenationLanguage('cz')).toBe('cs');
    expect(hyphenationLanguage('gr')).toBe('el');
    expect(hyphenationLanguage('si')).toBe('sl');
    expect(hyphenationLanguage('SK')).toBe('sk');
    expect(hyphenationLanguage('mt')).toBeUndefined();
    expect(hyphenationLanguage(undefined)).toBeUndefined();
  });
});
