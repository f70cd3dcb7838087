// What an administrator's uploaded font file is (issue #19 point 4): a single TTF or OTF font
// that layout can shape and the PDF may embed as a subset, which face of a family it looks
// like, and the languages among the 11 whose letters it lacks (their text would fall back to
// Noto Sans). The upload route refuses a file with a problem and stores nothing.
import { create, type Font } from 'fontkit';
import type { HyphenationLanguage } from '../layout/hyphenation.ts';
import type { FontKey } from '../render/tree.ts';

/** The letters each of the 11 languages is written with, both cases: what a font must cover. */
export const LANGUAGE_LETTERS: Readonly<Record<HyphenationLanguage, string>> = {
  en: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  de: 'ÄÖÜäöüß',
  ro: 'ĂÂÎȘȚăâîșț',
  cs: 'ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽáčďéěíňóřšťúůýž',
  bg: 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЬЮЯабвгдежзийклмнопрстуфхцчшщъьюя',
  el: 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫαβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰ',
  hr: 'ČĆĐŠŽčćđšž',
  hu: 'ÁÉÍÓÖŐÚÜŰáéíóöőúüű',
  pl: 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż',
  sl: 'ČŠŽčšž',
  sk: 'ÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽáäčďéíĺľňóôŕšťúýž',
};

/** Why a file cannot be a brand font; each has its sentence where the route answers. */
export type FontProblem =
  /** Not a TrueType or OpenType file (WOFF, a picture, random bytes), or one fontkit cannot read. */
  | 'unreadable'
  /** A collection (TTC/OTC) of several fonts: upload the single faces. */
  | 'collection'
  /** No Unicode character map, or no letter with an outline: nothing layout could set. */
  | 'noLetters'
  /** The font's licence flags (OS/2 fsType) forbid embedding or subsetting in documents. */
  | 'embeddingForbidden';

/** What an uploaded font is. */
export interface FontFacts {
  /** Family and style as the font names itself (name table), e.g. "BMW Type Next", "Bold". */
  family: string;
  style: string;
  postscriptName: string;
  /** The face of a family it looks like, from its weight and slant. */
  face: FontKey;
  /** The languages among the 11 with letters it lacks, and those letters. */
  missing: { language: HyphenationLanguage; letters: string }[];
}

export type FontInspection = { ok: true; facts: FontFacts } | { ok: false; problem: FontProblem };

/** The file's first four bytes as text, e.g. 'OTTO', 'true', 'ttcf', 'wOFF'. */
function signature(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes.subarray(0, 4));
}

const SFNT = new Set(['\u0000\u0001\u0000\u0000', 'OTTO', 'true']);

function faceOf(font: Font): FontKey {
  const os2 = font['OS/2'];
  const bold = (os2?.usWeightClass ?? 400) >= 600 || os2?.fsSelection?.bold === true;
  const italic = font.italicAngle !== 0 || os2?.fsSelection?.italic === true;
  if (bold) return italic ? 'boldItalic' : 'bold';
  return italic ? 'italic' : 'regular';
}

/** What `missingLetters` reads of a font. */
type Cmap = Pick<Font, 'hasGlyphForCodePoint' | 'glyphForCodePoint'>;

/** Whether the font draws `char` with an outline of its own (not .notdef, not empty). */
function draws(font: Cmap, char: string): boolean {
  const codePoint = char.codePointAt(0) ?? 0;
  if (!font.hasGlyphForCodePoint(codePoint)) return false;
  return font.glyphForCodePoint(codePoint).path.commands.length > 0;
}

/** The languages among the 11 with letters the font does not draw, and those letters. */
export function missingLetters(font: Cmap): FontFacts['missing'] {
  const missing: FontFacts['missing'] = [];
  for (const [language, letters] of Object.entries(LANGUAGE_LETTERS)) {
    const lacking = [...letters].filter((char) => !draws(font, char)).join('');
    if (lacking !== '')
      missing.push({ language: language as HyphenationLanguage, letters: lacking });
  }
  return missing;
}

/**
 * Reads an uploaded font file: never throws, a broken file is a problem like any other. Only
 * its tables are read; the file is not kept or cached here.
 */
export function inspectFont(bytes: Uint8Array): FontInspection {
  const kind = signature(bytes);
  if (kind === 'ttcf') return { ok: false, problem: 'collection' };
  if (!SFNT.has(kind)) return { ok: false, problem: 'unreadable' };
  try {
    // fontkit 2 reads through a DataView; its types still ask for a Node Buffer.
    const parsed = create(bytes as unknown as Parameters<typeof create>[0]);
    if (!('layout' in parsed)) return { ok: false, problem: 'collection' };
    const font = parsed;
    const fsType = font['OS/2']?.fsType;
    if (fsType?.noEmbedding || fsType?.noSubsetting || fsType?.bitmapOnly) {
      return { ok: false, problem: 'embeddingForbidden' };
    }
    const missing = missingLetters(font);
    const english = missing.find((entry) => entry.language === 'en');
    if (english && english.letters.length === LANGUAGE_LETTERS.en.length) {
      return { ok: false, problem: 'noLetters' };
    }
    // Shaping once reads GSUB/GPOS and hmtx: a font broken there fails now, not in an export.
    font.layout('Aa');
    return {
      ok: true,
      facts: {
        family: font.familyName ?? '',
        style: font.subfamilyName ?? '',
        postscriptName: font.postscriptName ?? '',
        face: faceOf(font),
        missing,
      },
    };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
