/// <reference path="./hyphen.d.ts" />
// Hyphenation points from TeX's maintained patterns (CTAN hyph-utf8, as packaged by `hyphen`).
// Patterns are large (German 750 KB, Hungarian 1.2 MB of JavaScript), so they are loaded per
// language and never bundled with the engine: the browser imports a language's module when a
// sheet in that language is opened, Node reads them synchronously (`@pms/sheet/node`). Layout
// itself stays synchronous and simply finds no points for a language not loaded yet.
import createHyphenator, { type HyphenateSync } from 'hyphen/hyphen.js';
import { BoundedCache } from './memo.ts';

/** The languages hyphenated by patterns: the 11 interface languages. */
export const HYPHENATION_LANGUAGES = [
  'en',
  'de',
  'ro',
  'cs',
  'bg',
  'el',
  'hr',
  'hu',
  'pl',
  'sl',
  'sk',
] as const;

export type HyphenationLanguage = (typeof HYPHENATION_LANGUAGES)[number];

/** The pattern file of each language; English is British (Cyprus and Malta), Greek monotonic. */
export const PATTERN_FILES: Readonly<Record<HyphenationLanguage, string>> = {
  en: 'en-gb',
  de: 'de-1996',
  ro: 'ro',
  cs: 'cs',
  bg: 'bg',
  el: 'el-monoton',
  hr: 'hr',
  hu: 'hu',
  pl: 'pl',
  sl: 'sl',
  sk: 'sk',
};

// Literal specifiers, so that bundlers split each language into a chunk of its own.
const PATTERN_MODULES: Readonly<Record<HyphenationLanguage, () => Promise<{ default: unknown }>>> =
  {
    en: () => import('hyphen/patterns/en-gb.js'),
    de: () => import('hyphen/patterns/de-1996.js'),
    ro: () => import('hyphen/patterns/ro.js'),
    cs: () => import('hyphen/patterns/cs.js'),
    bg: () => import('hyphen/patterns/bg.js'),
    el: () => import('hyphen/patterns/el-monoton.js'),
    hr: () => import('hyphen/patterns/hr.js'),
    hu: () => import('hyphen/patterns/hu.js'),
    pl: () => import('hyphen/patterns/pl.js'),
    sl: () => import('hyphen/patterns/sl.js'),
    sk: () => import('hyphen/patterns/sk.js'),
  };

// The codes SPEC.md uses for interface languages and regions where they differ from ISO 639-1.
const ALIASES: Readonly<Record<string, HyphenationLanguage>> = { cz: 'cs', gr: 'el', si: 'sl' };

/**
 * The pattern language of a BCP 47 tag or an interface code (`de-AT` and `de` are German, `cz`
 * Czech), or undefined for a language without patterns here (such as Maltese).
 */
export function hyphenationLanguage(tag: string | undefined): HyphenationLanguage | undefined {
  const primary = tag?.toLowerCase().split(/[-_]/)[0] ?? '';
  if ((HYPHENATION_LANGUAGES as readonly string[]).includes(primary)) {
    return primary as HyphenationLanguage;
  }
  return ALIASES[primary];
}

const hyphenators = new Map<HyphenationLanguage, HyphenateSync>();
let syncSource: ((language: HyphenationLanguage) => unknown) | undefined;

/** Lets a runtime that can read modules synchronously (Node) supply patterns on first use. */
export function setHyphenationPatternSource(
  source: (language: HyphenationLanguage) => unknown,
): void {
  syncSource = source;
}

function install(language: HyphenationLanguage, patterns: unknown): HyphenateSync {
  // minWordLength 1: short words are kept whole by the minima below, not by the library.
  const hyphenate = createHyphenator(patterns, { hyphenChar: '\u00AD', minWordLength: 1 });
  hyphenators.set(language, hyphenate);
  return hyphenate;
}

/** Loads a language's patterns (once); layouts after it resolves hyphenate in that language. */
export async function loadHyphenation(language: HyphenationLanguage): Promise<void> {
  if (hyphenators.has(language)) return;
  const patterns = (await PATTERN_MODULES[language]()).default;
  if (!hyphenators.has(language)) install(language, patterns);
}

/** Whether a language's patterns are at hand, loaded or loadable synchronously. */
export function hyphenationReady(language: HyphenationLanguage): boolean {
  return hyphenators.has(language) || syncSource !== undefined;
}

function hyphenatorOf(language: HyphenationLanguage): HyphenateSync | undefined {
  const loaded = hyphenators.get(language);
  if (loaded || !syncSource) return loaded;
  return install(language, syncSource(language));
}

/** Fewest letters kept before and after a hyphen: no "a-" at a line end, no "-g" after it. */
export const MIN_BEFORE_HYPHEN = 2;
export const MIN_AFTER_HYPHEN = 3;

const LETTER = /[\p{L}\p{M}]/u;
const points = new BoundedCache<readonly number[]>(20_000);

/**
 * The offsets (UTF-16 indexes into `text`) where `text` may be hyphenated in `language`: inside
 * words only, with at least 2 letters before and 3 after. Empty while the patterns are not loaded.
 */
export function hyphenationPoints(language: HyphenationLanguage, text: string): readonly number[] {
  const hyphenate = hyphenatorOf(language);
  if (!hyphenate) return [];
  return points.get(`${language}|${text}`, () => {
    const marked = hyphenate(text);
    const found: number[] = [];
    let offset = 0;
    for (const char of marked) {
      if (char === '\u00AD') found.push(offset);
      else offset += char.length;
    }
    return found.filter((at) => lettersAround(text, at));
  });
}

/** Whether the word around `at` has enough letters on both sides of it. */
function lettersAround(text: string, at: number): boolean {
  let before = 0;
  for (let i = at - 1; i >= 0 && LETTER.test(text.charAt(i)); i--) before++;
  let after = 0;
  for (let i = at; i < text.length && LETTER.test(text.charAt(i)); i++) after++;
  return before >= MIN_BEFORE_HYPHEN && after >= MIN_AFTER_HYPHEN;
}
