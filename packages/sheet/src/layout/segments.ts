/// <reference path="./linebreak.d.ts" />
import LineBreaker from 'linebreak';
import type { Paragraph } from '../richtext/types.ts';
import type { FontSet, ShapedText } from './fonts.ts';
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
}

/** Shapes `text` in `style` into a piece. */
export function shapePiece(fonts: FontSet, style: TextStyle, text: string, space = false): Piece {
  const shaped = fonts.faces[style.fontKey].shape(text);
  return { style, text, shaped, width: shaped.advance * style.fontSize, space };
}

interface Span {
  start: number;
  end: number;
  style: TextStyle;
}

/** The pieces of `text[start, end)`, cut where the style changes. */
function piecesIn(
  fonts: FontSet,
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
  fonts: FontSet,
  text: string,
  spans: readonly Span[],
  start: number,
  end: number,
  required: boolean,
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
  return {
    pieces: [...content, ...spaces],
    width: sum(content),
    spaceWidth: sum(spaces),
    required,
    lineSize,
  };
}

/**
 * Splits a paragraph into unbreakable segments at its UAX #14 break opportunities and shapes
 * them. Shaping per segment loses kerning across a space only, where fonts rarely kern.
 */
export function segmentParagraph(
  fonts: FontSet,
  paragraph: Paragraph,
  styleOf: (run: Paragraph['runs'][number]) => TextStyle,
): Segment[] {
  const spans: Span[] = [];
  let text = '';
  for (const run of paragraph.runs) {
    // NFC so that letters with diacritics map to their precomposed glyphs.
    const runText = run.text.normalize('NFC');
    spans.push({ start: text.length, end: text.length + runText.length, style: styleOf(run) });
    text += runText;
  }
  const segments: Segment[] = [];
  const breaker = new LineBreaker(text);
  let start = 0;
  for (let bk = breaker.nextBreak(); bk !== null; bk = breaker.nextBreak()) {
    segments.push(segment(fonts, text, spans, start, bk.position, bk.required));
    start = bk.position;
  }
  return segments;
}
