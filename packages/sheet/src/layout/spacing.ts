import type { BrokenLine } from './lines.ts';

// How far justification may change spacing. Word spaces come first: each may shrink to 80 % or
// grow to 133 % of its normal width. Only when that is not enough do the letters move, by at
// most 2 % of the font size each. A paragraph that cannot be set so (at 9 pt in 250 pt, Polish
// with its long words sometimes cannot) may let its word spaces grow to 150 %. Line breaking
// (totalFit.ts) chooses breaks within these bounds, the tighter ones when it can.

/** A justified word space is at least this share of its normal width... */
export const WORD_SPACE_MIN = 0.8;
/** ...and at most this share. */
export const WORD_SPACE_MAX = 4 / 3;
/** How much a word space may grow, as a share of its width. */
export const WORD_STRETCH = WORD_SPACE_MAX - 1;
/** The widest a word space gets in a paragraph that cannot keep to WORD_SPACE_MAX. */
export const WORD_SPACE_LOOSE = 1.5;
/** How much a word space may grow in such a paragraph. */
export const WORD_STRETCH_LOOSE = WORD_SPACE_LOOSE - 1;
/** How much a word space may shrink, as a share of its width. */
export const WORD_SHRINK = 1 - WORD_SPACE_MIN;
/** Letter spacing, the last resort: each letter moves by at most this share of its font size. */
export const LETTER_SPACE = 0.02;
/**
 * When no breaking keeps every line within the bounds above (a long word in a narrow column),
 * a line's spaces may still grow to this many times their width over normal; a line that would
 * need more keeps its natural spacing and is set left, rather than showing holes.
 */
export const MAX_WORD_SPACE_STRETCH = 1.5;

/** How a line is spread to its width. */
export interface LineSpacing {
  /** Extra width of each word space, as a share of its own width (negative: narrower). */
  word: number;
  /** Extra advance of each letter but the line's last, as a share of its font size. */
  letter: number;
}

export const NO_SPACING: LineSpacing = { word: 0, letter: 0 };

const EPSILON = 1e-6;

/** The total width of a line's word spaces and its letters' capacity for letter spacing. */
export function spacingRoom(line: Pick<BrokenLine, 'pieces'>): { spaces: number; letters: number } {
  let spaces = 0;
  let letters = 0;
  let lastSize = 0;
  for (const piece of line.pieces) {
    if (piece.space) {
      spaces += piece.width;
      continue;
    }
    if (piece.shaped.glyphs.length === 0) continue;
    letters += piece.shaped.glyphs.length * piece.style.fontSize;
    lastSize = piece.style.fontSize;
  }
  // The last letter of the line is not spaced: the line ends flush.
  return { spaces, letters: Math.max(0, letters - lastSize) };
}

/**
 * The spacing that makes `line` exactly `width` wide: word spaces within their bounds first,
 * then letters; undefined when even that, and the emergency stretch of word spaces, falls short
 * (the line is then set with natural spacing, flush left).
 */
export function justifyLine(line: BrokenLine, width: number): LineSpacing | undefined {
  const diff = width - line.width;
  if (Math.abs(diff) < EPSILON) return NO_SPACING;
  const { spaces, letters } = spacingRoom(line);
  const bound = diff > 0 ? WORD_STRETCH : WORD_SHRINK;
  const sign = Math.sign(diff);
  const need = Math.abs(diff);
  if (spaces > 0 && need <= bound * spaces + EPSILON) return { word: diff / spaces, letter: 0 };
  const fromWords = bound * spaces;
  if (letters > 0 && need <= fromWords + LETTER_SPACE * letters + EPSILON) {
    return {
      word: sign * bound * (spaces > 0 ? 1 : 0),
      letter: (sign * (need - fromWords)) / letters,
    };
  }
  // Past the letters' bound: the word spaces again, in a paragraph set loosely (totalFit.ts).
  if (diff > 0 && spaces > 0 && need <= WORD_STRETCH_LOOSE * spaces + LETTER_SPACE * letters) {
    const letter = letters > 0 ? LETTER_SPACE : 0;
    return { word: (diff - letter * letters) / spaces, letter };
  }
  if (diff > 0 && spaces > 0 && diff <= MAX_WORD_SPACE_STRETCH * spaces) {
    return { word: diff / spaces, letter: 0 };
  }
  return undefined;
}
