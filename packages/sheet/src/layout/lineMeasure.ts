// The widths of the lines total-fit breaking weighs: any stretch of a paragraph between two
// break candidates, from prefix sums over its segments, with words split at hyphenation points
// shaped only when a line may end or start there.
import type { FontLibrary } from './fonts.ts';
import {
  type HyphenationOptions,
  type HyphenSplit,
  segmentHyphenPoints,
  splitSegmentAt,
} from './hyphenSplit.ts';
import type { BrokenLine } from './lines.ts';
import { contentText, type Segment } from './segments.ts';

/** Words shorter than this many letters are never hyphenated. */
export const MIN_HYPHENATED_LETTERS = 5;

/** A place a line may end: after segment `seg`, or inside it at its hyphenation point `point`. */
export interface LineCandidate {
  /** Its index in LineMeasure.candidates. */
  index: number;
  seg: number;
  /** Index into the segment's hyphenation points; unset at the segment's end. */
  point?: number;
  hyphen: boolean;
}

/** A possible line's natural width and what it has to stretch or shrink with. */
export interface LineMetrics {
  width: number;
  /** Total width of its word spaces. */
  spaceWidth: number;
  /** Sum of the font sizes of its letters but the last: what letter spacing scales. */
  letterCapacity: number;
  /** Words that start on the line. */
  words: number;
}

interface PartMetrics {
  letters: number;
  lastSize: number;
}

function partMetrics(seg: Segment): PartMetrics {
  let letters = 0;
  let lastSize = 0;
  for (const piece of seg.pieces) {
    if (piece.space || piece.shaped.glyphs.length === 0) continue;
    letters += piece.shaped.glyphs.length * piece.style.fontSize;
    lastSize = piece.style.fontSize;
  }
  return { letters, lastSize };
}

const LETTER = /\p{L}/gu;

/** A word split at a hyphenation point, with the metrics of its two parts. */
interface MeasuredSplit extends HyphenSplit {
  headMetrics: PartMetrics;
  tailMetrics: PartMetrics;
}

// Split keys: a word has far fewer hyphenation points than this.
const POINTS_PER_SEGMENT = 1_000;

/** Measures the lines of one stretch of a paragraph (between hard breaks). */
export class LineMeasure {
  readonly candidates: LineCandidate[] = [];
  /** The index of the candidate at each segment's end. */
  readonly ends: number[] = [];
  private readonly points: (readonly number[])[];
  private readonly parts: PartMetrics[];
  // Prefix sums over segments: width with trailing spaces, spaces, letter capacity.
  private readonly widths: number[] = [0];
  private readonly spaces: number[] = [0];
  private readonly letters: number[] = [0];
  private readonly splits = new Map<number, MeasuredSplit>();
  private readonly fragments = new Map<string, HyphenSplit>();

  /** `lastWord`: the index of the paragraph's last word in `segments`, never hyphenated. */
  constructor(
    private readonly fonts: FontLibrary,
    private readonly segments: readonly Segment[],
    options: HyphenationOptions,
    lastWord: number,
  ) {
    this.points = segments.map((seg, index) => {
      if (index === lastWord) return [];
      if ((contentText(seg).match(LETTER)?.length ?? 0) < MIN_HYPHENATED_LETTERS) return [];
      return segmentHyphenPoints(seg, options);
    });
    this.parts = segments.map(partMetrics);
    segments.forEach((seg, index) => {
      const points = this.points[index] ?? [];
      for (let point = 0; point < points.length; point++) {
        this.candidates.push({ index: this.candidates.length, seg: index, point, hyphen: true });
      }
      this.ends.push(this.candidates.length);
      this.candidates.push({ index: this.candidates.length, seg: index, hyphen: false });
      const part = this.parts[index] as PartMetrics;
      this.widths.push((this.widths[index] as number) + seg.width + seg.spaceWidth);
      this.spaces.push((this.spaces[index] as number) + seg.spaceWidth);
      this.letters.push((this.letters[index] as number) + part.letters);
    });
  }

  /** The largest size in segment `seg`. */
  sizeOf(seg: number): number {
    return (this.segments[seg] as Segment).lineSize;
  }

  private split(seg: number, point: number): MeasuredSplit {
    const key = seg * POINTS_PER_SEGMENT + point;
    let split = this.splits.get(key);
    if (!split) {
      const at = (this.points[seg] ?? [])[point] as number;
      const { head, tail } = splitSegmentAt(this.fonts, this.segments[seg] as Segment, at);
      split = { head, tail, headMetrics: partMetrics(head), tailMetrics: partMetrics(tail) };
      this.splits.set(key, split);
    }
    return split;
  }

  /** A word's part between two of its hyphenation points, hyphen included. */
  private fragment(seg: number, from: number, to: number): Segment {
    const key = `${seg}:${from}:${to}`;
    let split = this.fragments.get(key);
    if (!split) {
      const points = this.points[seg] ?? [];
      const tail = this.split(seg, from).tail;
      split = splitSegmentAt(this.fonts, tail, (points[to] as number) - (points[from] as number));
      this.fragments.set(key, split);
    }
    return split.head;
  }

  /** The parts a line from after candidate `from` (-1: the start) to candidate `to` is made of. */
  private lineParts(from: number, to: number): { parts: Segment[]; first: number; last: number } {
    const start = from >= 0 ? this.candidates[from] : undefined;
    const end = this.candidates[to] as LineCandidate;
    if (start?.hyphen && end.hyphen && start.seg === end.seg) {
      return {
        parts: [this.fragment(end.seg, start.point as number, end.point as number)],
        first: end.seg + 1,
        last: end.seg,
      };
    }
    const parts: Segment[] = [];
    if (start?.hyphen) parts.push(this.split(start.seg, start.point as number).tail);
    const first = start ? start.seg + 1 : 0;
    const last = end.hyphen ? end.seg - 1 : end.seg;
    for (let index = first; index <= last; index++) parts.push(this.segments[index] as Segment);
    if (end.hyphen) parts.push(this.split(end.seg, end.point as number).head);
    return { parts, first, last };
  }

  /** The natural width of the line from after candidate `from` to candidate `to`. */
  line(from: number, to: number): LineMetrics {
    const start = from >= 0 ? this.candidates[from] : undefined;
    const end = this.candidates[to] as LineCandidate;
    if (start?.hyphen && end.hyphen && start.seg === end.seg) {
      const part = this.fragment(end.seg, start.point as number, end.point as number);
      const metrics = partMetrics(part);
      return {
        width: part.width,
        spaceWidth: 0,
        letterCapacity: metrics.letters - metrics.lastSize,
        words: 0,
      };
    }
    let width = 0;
    let spaceWidth = 0;
    let letters = 0;
    let words = 0;
    let lastSize = 0;
    const first = start ? start.seg + 1 : 0;
    const last = end.hyphen ? end.seg - 1 : end.seg;
    if (start?.hyphen) {
      const { tail, tailMetrics: metrics } = this.split(start.seg, start.point as number);
      width += tail.width;
      letters += metrics.letters;
      lastSize = metrics.lastSize;
      if (end.seg > start.seg) {
        width += tail.spaceWidth;
        spaceWidth += tail.spaceWidth;
      }
    }
    if (last >= first) {
      width += (this.widths[last + 1] as number) - (this.widths[first] as number);
      spaceWidth += (this.spaces[last + 1] as number) - (this.spaces[first] as number);
      letters += (this.letters[last + 1] as number) - (this.letters[first] as number);
      words += last - first + 1;
      lastSize = (this.parts[last] as PartMetrics).lastSize;
      if (!end.hyphen) {
        const trailing = (this.segments[last] as Segment).spaceWidth;
        width -= trailing;
        spaceWidth -= trailing;
      }
    }
    if (end.hyphen) {
      const { head, headMetrics: metrics } = this.split(end.seg, end.point as number);
      width += head.width;
      letters += metrics.letters;
      lastSize = metrics.lastSize;
      words += 1;
    }
    return { width, spaceWidth, letterCapacity: Math.max(0, letters - lastSize), words };
  }

  /** The lines of a path of candidates, as the greedy breaker makes them. */
  lines(path: readonly LineCandidate[]): BrokenLine[] {
    const lines: BrokenLine[] = [];
    let from = -1;
    for (const candidate of path) {
      const to = candidate.index;
      const { parts } = this.lineParts(from, to);
      const pieces = parts.flatMap((part) => part.pieces);
      while (pieces.at(-1)?.space) pieces.pop();
      const metrics = this.line(from, to);
      lines.push({
        pieces,
        width: metrics.width,
        lineSize: Math.max(0, ...parts.map((part) => part.lineSize)),
        words: metrics.words,
        hardBreak: !candidate.hyphen && (this.segments[candidate.seg] as Segment).required,
      });
      from = to;
    }
    return lines;
  }
}
