import { appendAll, maxOf } from './appendAll.ts';
import type { FontLibrary } from './fonts.ts';
import { type HyphenationOptions, type HyphenSplit, hyphenateToFit } from './hyphenSplit.ts';
import { type Piece, type Segment, shapePiece } from './segments.ts';
import type { TextStyle } from './style.ts';

/** A line of a paragraph before it is placed: its pieces without trailing spaces. */
export interface BrokenLine {
  pieces: Piece[];
  /** Width in points without trailing spaces. */
  width: number;
  /** Largest surrounding font size on the line; the line is 1.2 times as high. */
  lineSize: number;
  /** Words that start on the line (a hyphenated word's rest is not one): for runt control. */
  words: number;
  /** The line ends with a hard break (`<br>`): like a paragraph's last line, never justified. */
  hardBreak: boolean;
}

// Widths are sums of floats; a line that fits exactly must not break because of rounding.
const TOLERANCE = 1e-6;

/** A user-perceived character, approximated as a base with its combining marks. */
const CLUSTER = /\P{M}\p{M}*/gu;

/**
 * Breaks a segment wider than the box between characters (`overflow-wrap: break-word`), so
 * that each part but the last fills a line; the last keeps the trailing spaces and hard break.
 */
export function splitWideSegment(fonts: FontLibrary, seg: Segment, maxWidth: number): Segment[] {
  const parts: Segment[] = [];
  let done: Piece[] = [];
  let doneWidth = 0;
  let open: Piece | undefined;
  const finish = (): Piece[] => (open ? [...done, open] : done);
  const emit = () => {
    const pieces = finish();
    const width = pieces.reduce((sum, piece) => sum + piece.width, 0);
    const lineSize = maxOf(pieces.map((piece) => piece.style.lineSize));
    parts.push({ pieces, width, spaceWidth: 0, required: false, lineSize });
    done = [];
    doneWidth = 0;
    open = undefined;
  };
  const place = (style: TextStyle, cluster: string) => {
    if (open && open.style !== style) {
      done.push(open);
      doneWidth += open.width;
      open = undefined;
    }
    const candidate = shapePiece(fonts, style, (open?.text ?? '') + cluster);
    if (doneWidth + candidate.width > maxWidth + TOLERANCE && (done.length > 0 || open)) {
      emit();
      open = shapePiece(fonts, style, cluster);
    } else {
      open = candidate;
    }
  };
  for (const piece of seg.pieces) {
    if (piece.space) continue;
    for (const cluster of piece.text.match(CLUSTER) ?? []) place(piece.style, cluster);
  }
  emit();
  const last = parts.at(-1);
  if (last) {
    appendAll(
      last.pieces,
      seg.pieces.filter((piece) => piece.space),
    );
    last.spaceWidth = seg.spaceWidth;
    last.required = seg.required;
  }
  return parts;
}

/** How lines are broken: hyphenation. */
export type BreakOptions = HyphenationOptions;

/**
 * Fills lines greedily (total-fit breaking, totalFit.ts, falls back to this for a stretch of
 * text it cannot fit, such as a word wider than the box): each segment goes on the current line if it fits; one that does not is
 * hyphenated at the last point that fits, else starts the next line, and is broken between
 * characters only when no point fits a line of its own. A hard break ends the line. A
 * paragraph without text is one empty line of `emptySize`.
 */
export function breakLines(
  fonts: FontLibrary,
  segments: readonly Segment[],
  maxWidth: number,
  emptySize: number,
  options: BreakOptions = {},
): BrokenLine[] {
  const lines: BrokenLine[] = [];
  let pieces: Piece[] = [];
  let width = 0; // including the trailing spaces of the last segment
  let contentWidth = 0;
  let lineSize = 0;
  let words = 0;
  let pending = false;
  const flush = (hardBreak: boolean) => {
    while (pieces.at(-1)?.space) pieces.pop();
    lines.push({ pieces, width: contentWidth, lineSize, words, hardBreak });
    pieces = [];
    width = contentWidth = lineSize = words = 0;
    pending = false;
  };
  const add = (part: Segment) => {
    appendAll(pieces, part.pieces);
    contentWidth = width + part.width;
    width = contentWidth + part.spaceWidth;
    lineSize = Math.max(lineSize, part.lineSize);
    if (!part.hyphenTail) words++;
    pending = true;
    if (part.required) flush(true);
  };
  for (const whole of segments) {
    let seg: Segment | undefined = whole;
    while (seg) {
      const lineWidth = maxWidth;
      const available = pending ? lineWidth - width : lineWidth;
      if (seg.width <= available + TOLERANCE) {
        add(seg);
        break;
      }
      const split: HyphenSplit | undefined = hyphenateToFit(fonts, seg, available, options);
      if (split) {
        add(split.head);
        flush(false);
        seg = split.tail;
      } else if (pending) {
        flush(false);
      } else {
        // Alone on a line, too wide, and no hyphenation point fits: as overflow-wrap does.
        const parts = splitWideSegment(fonts, seg, lineWidth);
        for (const part of parts.slice(0, -1)) {
          add(part);
          flush(false);
        }
        seg = parts.at(-1);
        if (seg) add(seg);
        break;
      }
    }
  }
  if (pending) flush(false);
  if (lines.length === 0) {
    lines.push({ pieces: [], width: 0, lineSize: emptySize, words: 0, hardBreak: false });
  }
  return lines;
}
