import type { FontLibrary } from './fonts.ts';
import { type HyphenationLanguage, hyphenationPoints } from './hyphenation.ts';
import { contentText, type Piece, type Segment, shapePiece } from './segments.ts';

/** The hyphen drawn at the end of a line broken inside a word: the font's hyphen-minus. */
export const HYPHEN = '-';

/** How words may be hyphenated: the patterns' language, if any, and whether to use them. */
export interface HyphenationOptions {
  /** Pattern language; without one only soft hyphens in the text are hyphenation points. */
  language?: HyphenationLanguage | undefined;
  /** Use the patterns (soft hyphens are honoured either way); true by default. */
  hyphenate?: boolean | undefined;
}

/** A segment split at a hyphenation point: the head ends with a visible hyphen. */
export interface HyphenSplit {
  head: Segment;
  tail: Segment;
}

// Widths are sums of floats; a head that fits exactly must not be refused because of rounding.
const TOLERANCE = 1e-6;

/**
 * Where a segment may be hyphenated: its soft hyphens if it has any (an author who placed them
 * decided), else the patterns' points when hyphenation is on.
 */
export function segmentHyphenPoints(seg: Segment, options: HyphenationOptions): readonly number[] {
  if (seg.softHyphens) return seg.softHyphens;
  if (options.hyphenate === false || !options.language) return [];
  return hyphenationPoints(options.language, contentText(seg));
}

const sum = (pieces: readonly Piece[]) => pieces.reduce((total, piece) => total + piece.width, 0);
const largestSize = (pieces: readonly Piece[]) =>
  pieces.reduce((size, piece) => Math.max(size, piece.style.lineSize), 0);

/** Splits `seg` at content offset `at`, reshaping the two pieces the cut falls between. */
export function splitSegmentAt(fonts: FontLibrary, seg: Segment, at: number): HyphenSplit {
  const head: Piece[] = [];
  const tail: Piece[] = [];
  let offset = 0;
  for (const piece of seg.pieces) {
    const start = offset;
    if (!piece.space) offset += piece.text.length;
    if (piece.space || start >= at) tail.push(piece);
    else if (offset <= at) head.push(piece);
    else {
      head.push(shapePiece(fonts, piece.style, piece.text.slice(0, at - start)));
      tail.push(shapePiece(fonts, piece.style, piece.text.slice(at - start)));
    }
  }
  const last = head.pop();
  // The hyphen joins the last piece's text, so it is shaped (and kerned) with the letters before.
  if (last) head.push(shapePiece(fonts, last.style, last.text + HYPHEN));
  const content = tail.filter((piece) => !piece.space);
  const softHyphens = seg.softHyphens?.filter((point) => point > at).map((point) => point - at);
  return {
    head: {
      pieces: head,
      width: sum(head),
      spaceWidth: 0,
      required: false,
      lineSize: largestSize(head),
    },
    tail: {
      pieces: tail,
      width: sum(content),
      spaceWidth: seg.spaceWidth,
      required: seg.required,
      lineSize: Math.max(largestSize(content), content.length === 0 ? seg.lineSize : 0),
      ...(softHyphens && softHyphens.length > 0 ? { softHyphens } : {}),
      hyphenTail: true,
    },
  };
}

/**
 * Splits `seg` at the last hyphenation point whose head, hyphen included, fits in `available`
 * points; undefined when none fits (or the segment has no points).
 */
export function hyphenateToFit(
  fonts: FontLibrary,
  seg: Segment,
  available: number,
  options: HyphenationOptions,
): HyphenSplit | undefined {
  const points = segmentHyphenPoints(seg, options);
  for (let index = points.length - 1; index >= 0; index--) {
    const split = splitSegmentAt(fonts, seg, points[index] as number);
    if (split.head.width <= available + TOLERANCE) return split;
  }
  return undefined;
}
