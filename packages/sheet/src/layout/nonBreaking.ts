// Non-breaking rules of typesetting, applied to a text before it is broken into lines: the
// breakable space after a word that must not end a line becomes a no-break space (U+00A0),
// which UAX #14 never breaks at. The line breaker itself then needs no rule of its own.
import type { Paragraph, Run } from '../richtext/types.ts';
import { hyphenationLanguage } from './hyphenation.ts';

const NBSP = '\u00A0';

/**
 * One-letter prepositions and conjunctions that may not end a line, per language (primary
 * subtag). Czech and Slovak (ČSN 01 6910, Slovak STN 01 6910): a i k o s u v z. Polish (Polish
 * typesetting practice, PWN): a i o u w z. Slovenian (Slovenski pravopis): a k h o s v z — its
 * `h` is `k` before k/g. Croatian (Hrvatski pravopis): a i k o s u. Other languages have no such
 * rule; their one-letter words may end a line.
 */
export const ONE_LETTER_WORDS: Readonly<Record<string, string>> = {
  cs: 'aikosuvz',
  sk: 'aikosuvz',
  pl: 'aiouwz',
  sl: 'ahkosvz',
  hr: 'aikosu',
};

/**
 * Units and currencies kept on the line of the number before them (`80 km`, `1 500 Kč`,
 * `15 %`). Matched as a whole word after a number and one space.
 */
export const UNITS = [
  'mm',
  'cm',
  'dm',
  'm',
  'km',
  'km/h',
  'mph',
  'm²',
  'm³',
  'l',
  'ml',
  'g',
  'kg',
  't',
  's',
  'min',
  'h',
  'W',
  'kW',
  'kWh',
  'Wh',
  'MW',
  'V',
  'A',
  'Ah',
  'PS',
  'hp',
  'HP',
  'KM',
  'LE',
  'CP',
  'k.s.',
  'Nm',
  'dB',
  'bar',
  'psi',
  'ccm',
  'cm³',
  '%',
  '‰',
  '°',
  '°C',
  '°F',
  'Kč',
  'zł',
  'Ft',
  'lei',
  'leu',
  'лв',
  'лв.',
  'kn',
  '€',
  '$',
  '£',
  'EUR',
  'CZK',
  'PLN',
  'HUF',
  'RON',
  'BGN',
  'USD',
  'g/km',
  'l/100 km',
  'kWh/100 km',
] as const;

/**
 * Titles kept on the line of the name after them (`Dr. Novák`, `Ing. Svoboda`, `Mgr. Nováková`):
 * abbreviations as written before names in the 11 languages.
 */
export const TITLES = [
  'Dr.',
  'Ing.',
  'Mgr.',
  'Bc.',
  'MUDr.',
  'JUDr.',
  'PhDr.',
  'RNDr.',
  'Doc.',
  'doc.',
  'Prof.',
  'prof.',
  'Dipl.-Ing.',
  'Mr.',
  'Mrs.',
  'Ms.',
  'Hr.',
  'Fr.',
  'St.',
  'mgr',
  'inż.',
  'p.',
  'pí',
  'dr.',
  'ing.',
  'Sz.',
  'Д-р',
  'инж.',
  'г-н',
  'г-жа',
] as const;

// Characters a word may follow at its start: a space, an opening bracket or quote.
const BEFORE = '(?<=^|[\\s\\u00A0(\\[{„“"\'‚‘«»‹›–—/])';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

// The space in `80 km`, `1 500` (digit groups), `€ 20` and `Dr. Novák`; the unit must end there.
const UNIT_SPACE = new RegExp(
  `(?<=\\d) (?=(?:${alternatives(UNITS)})(?![\\p{L}\\p{N}]))|(?<=\\d) (?=\\d{3}(?!\\d))|(?<=(?:^|\\s)[€$£]) (?=\\d)`,
  'gu',
);
const TITLE_SPACE = new RegExp(`${BEFORE}(?:${alternatives(TITLES)}) (?=\\p{Lu})`, 'gu');
const oneLetterSpaces = new Map<string, RegExp>();

function oneLetterSpace(language: string): RegExp | undefined {
  const letters = ONE_LETTER_WORDS[language];
  if (letters === undefined) return undefined;
  let pattern = oneLetterSpaces.get(language);
  if (pattern === undefined) {
    pattern = new RegExp(`${BEFORE}[${letters}] (?=\\S)`, 'giu');
    oneLetterSpaces.set(language, pattern);
  }
  return pattern;
}

/** The offsets of spaces in `text` that must not break (the space is a match's last character). */
function boundSpaces(text: string, language: string | undefined): number[] {
  const at: number[] = [];
  const collect = (pattern: RegExp, spaceAtEnd: boolean) => {
    for (const match of text.matchAll(pattern)) {
      at.push(spaceAtEnd ? match.index + match[0].length - 1 : match.index);
    }
  };
  collect(UNIT_SPACE, false);
  collect(TITLE_SPACE, true);
  const oneLetter = language === undefined ? undefined : oneLetterSpace(language);
  if (oneLetter) collect(oneLetter, true);
  return at;
}

/**
 * `text` with the spaces that must not break made no-break spaces: one-letter prepositions and
 * conjunctions of `language` (a BCP 47 tag or interface code), a number and its unit, digit
 * groups, a title and the name after it. The text keeps its length: offsets stay valid.
 */
export function bindNonBreaking(text: string, language: string | undefined): string {
  const primary = hyphenationLanguage(language);
  const spaces = boundSpaces(text, primary);
  if (spaces.length === 0) return text;
  const chars = text.split('');
  for (const at of spaces) if (chars[at] === ' ') chars[at] = NBSP;
  return chars.join('');
}

const bound = new WeakMap<readonly Paragraph[], Map<string, readonly Paragraph[]>>();

/**
 * The paragraphs with `bindNonBreaking` applied across their runs (a word in one run, its space
 * in the next count as one text). Shared paragraphs give a shared result: read only.
 */
export function nonBreakingParagraphs(
  paragraphs: readonly Paragraph[],
  language: string | undefined,
): readonly Paragraph[] {
  const key = language ?? '';
  let byLanguage = bound.get(paragraphs);
  if (byLanguage === undefined) {
    byLanguage = new Map();
    bound.set(paragraphs, byLanguage);
  }
  let result = byLanguage.get(key);
  if (result === undefined) {
    result = paragraphs.map((paragraph) => bindParagraph(paragraph, language));
    byLanguage.set(key, result);
  }
  return result;
}

function bindParagraph(paragraph: Paragraph, language: string | undefined): Paragraph {
  const whole = paragraph.runs.map((run) => run.text).join('');
  const changed = bindNonBreaking(whole, language);
  if (changed === whole) return paragraph;
  let offset = 0;
  const runs: Run[] = paragraph.runs.map((run) => {
    const text = changed.slice(offset, offset + run.text.length);
    offset += run.text.length;
    return text === run.text ? run : { ...run, text };
  });
  return { runs };
}
