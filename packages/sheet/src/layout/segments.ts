/// <reference path="./linebreak.d.ts" />
import LineBreaker from 'linebreak';
import type { Paragraph } from '../richtext/types.ts';
import { fallbackChain } from './fallbackChain.ts';
import { type FontLibrary, faceOf, type ShapedText } from './fonts.ts';
import type { TextStyle } from './style.ts';

/** Shaped text in one style; `space` marks the spaces a line drops when it ends there. */
export interface Piece {
  style: TextStyle;
  text: string;
  shaped: ShapedText;
  /** Advance in points. */
  width: number;
  space: boolean;
}

/** The text between two UAX #14 break opportunities: no line may break inside it. */
export interface Segment {
  pieces: Piece[];
  /** Width of the pieces without the trailing spaces. */
  width: number;
  /** Width of the trailing spaces, counted only when more text follows on the line. */
  spaceWidth: number;
  /** A hard break (`\n`) follows. */
  required: boolean;
  /** Largest surrounding size in the segment: an empty line keeps the height of its style. */
  lineSize: number;
  /**
   * Where the text's soft hyphens stood, as offsets into the segment's content text (its
   * non-space pieces joined): the only points a word with soft hyphens may be hyphenated at.
   */
  softHyphens?: readonly number[];
  /** The rest of a word hyphenated at the end of the line before: not a word of its own. */
  hyphenTail?: boolean;
}

/** A soft hyphen (U+00AD): invisible, but a line may break there with a visible hyphen. */
export const SOFT_HYPHEN = '\u00AD';

/** The text of a segment without its trailing spaces. */
export function contentText(seg: Segment): string {
  let text = '';
  for (const piece of seg.pieces) if (!piece.space) text += piece.text;
  return text;
}

/** Shapes `text` in `style` into a piece. */
export function shapePiece(
  fonts: FontLibrary,
  style: TextStyle,
  text: string,
  space = false,
): Piece {
  const shaped = faceOf(fonts, style.family, style.fontKey).shape(text);
  return { style, text, shaped, width: shaped.advance * style.fontSize, space };
}

interface Span {
  start: number;
  end: number;
  style: TextStyle;
}

/** The pieces of `text[start, end)`, cut where the style changes. */
function piecesIn(
  fonts: FontLibrary,
  text: string,
  spans: readonly Span[],
  start: number,
  end: number,
  space: boolean,
): Piece[] {
  const pieces: Piece[] = [];
  for (const span of spans) {
    const from = Math.max(start, span.start);
    const to = Math.min(end, span.end);
    // Hard breaks are line structure, not glyphs.
    const part = text.slice(from, to).replaceAll('\n', '');
    if (part !== '') pieces.push(shapePiece(fonts, span.style, part, space));
  }
  return pieces;
}

function segment(
  fonts: FontLibrary,
  text: string,
  spans: readonly Span[],
  start: number,
  end: number,
  required: boolean,
  softHyphens: readonly number[],
): Segment {
  const slice = text.slice(start, end);
  const contentEnd = start + slice.replace(/[ \n]+$/, '').length;
  const content = piecesIn(fonts, text, spans, start, contentEnd, false);
  const spaces = piecesIn(fonts, text, spans, contentEnd, end, true);
  const sum = (pieces: Piece[]) => pieces.reduce((total, piece) => total + piece.width, 0);
  const styleAt = spans.find((span) => span.end > start) ?? spans.at(-1);
  const lineSize = Math.max(
    styleAt?.style.lineSize ?? 0,
    ...content.map((piece) => piece.style.lineSize),
  );
  const inside = softHyphens.filter((at) => at > start && at < contentEnd).map((at) => at - start);
  return {
    pieces: [...content, ...spaces],
    width: sum(content),
    spaceWidth: sum(spaces),
    required,
    lineSize,
    ...(inside.length > 0 ? { softHyphens: inside } : {}),
  };
}

/** Characters set in the font of the letter before them: marks, spaces, controls, formats. */
const ATTACHED = /^[\p{M}\p{Zs}\p{Cc}\p{Cf}]$/u;

/**
 * Adds `span` to `spans`, each character set in the first family of the fallback chain that
 * has it (fallbackChain.ts): a brand font without Greek still prints Greek in Noto Sans, and
 * a ☎ in the symbol family. Fallback stretches are marked `fallbackFor`, which preflight
 * reports; a character no family has stays in the span's style and is drawn as .notdef.
 */
function appendCovered(spans: Span[], fonts: FontLibrary, text: string, span: Span): void {
  const { style } = span;
  const styleFor = fallbackChain(fonts, style);
  let current: Span | undefined;
  let at = span.start;
  for (const char of text.slice(span.start, span.end)) {
    const next = ATTACHED.test(char)
      ? (current?.style ?? style)
      : styleFor(char.codePointAt(0) ?? 0);
    if (current && current.style === next) current.end = at + char.length;
    else {
      current = { start: at, end: at + char.length, style: next };
      spans.push(current);
    }
    at += char.length;
  }
}

/**
 * Presentation selectors (U+FE0E text, U+FE0F emoji style, as phone keyboards add to ☎ or ✓):
 * print has one presentation, and no font draws the selector itself, which would otherwise
 * print as a .notdef box after the sign.
 */
const PRESENTATION_SELECTORS = /[\uFE0E\uFE0F]/g;

/**
 * Splits a paragraph into unbreakable segments at its UAX #14 break opportunities and shapes
 * them. Shaping per segment loses kerning across a space only, where fonts rarely kern.
 */
export function segmentParagraph(
  fonts: FontLibrary,
  paragraph: Paragraph,
  styleOf: (run: Paragraph['runs'][number]) => TextStyle,
): Segment[] {
  const spans: Span[] = [];
  const softHyphens: number[] = [];
  let text = '';
  for (const run of paragraph.runs) {
    // NFC so that letters with diacritics map to their precomposed glyphs.
    const parts = run.text.normalize('NFC').replace(PRESENTATION_SELECTORS, '').split(SOFT_HYPHEN);
    const start = text.length;
    parts.forEach((part, index) => {
      if (index > 0) softHyphens.push(text.length);
      text += part;
    });
    appendCovered(spans, fonts, text, { start, end: text.length, style: styleOf(run) });
  }
  // Soft hyphens are taken out before UAX #14 sees the text: they are hyphenation points inside
  // a word (handled with the patterns' points), not break opportunities without a hyphen.
  const segments: Segment[] = [];
  const breaker = new LineBreaker(text);
  let start = 0;
  for (let bk = breaker.nextBreak(); bk !== null; bk = breaker.nextBreak()) {
    segments.push(segment(fonts, text, spans, start, bk.position, bk.required, softHyphens));
    start = bk.position;
  }
  return segments;
}
