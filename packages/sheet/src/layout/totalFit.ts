// Total-fit line breaking (Knuth and Plass, "Breaking Paragraphs into Lines", 1981): the breaks
// of a paragraph are chosen together, minimising the sum of the lines' demerits, instead of
// filling each line greedily. A justified line then never needs holes that a better break
// earlier would have avoided, and ragged lines come out even.
import type { FontLibrary } from './fonts.ts';
import type { HyphenationOptions } from './hyphenSplit.ts';
import { type LineCandidate, LineMeasure, type LineMetrics } from './lineMeasure.ts';
import { type BrokenLine, breakLines } from './lines.ts';
import { isRunt } from './runts.ts';
import type { Segment } from './segments.ts';
import { LETTER_SPACE, WORD_SHRINK, WORD_STRETCH, WORD_STRETCH_LOOSE } from './spacing.ts';

/** How a paragraph is broken as a whole. */
export interface TotalFitOptions extends HyphenationOptions {
  /** Justified: lines stretch and shrink their spaces; otherwise ragged, judged by their slack. */
  justify: boolean;
  /** A last line of one short word (runts.ts) costs as much as a very loose line. */
  avoidRunts?: boolean | undefined;
}

// The demerits of TeX's plain format, scaled to our badness: each line costs (penalty + badness)².
const LINE_PENALTY = 10;
const HYPHEN_PENALTY = 50;
/** Two hyphenated lines in a row; a third is never allowed (MAX_HYPHEN_RUN). */
const DOUBLE_HYPHEN_DEMERITS = 3_000;
/** A hyphen on the last line but one: the paragraph's end reads broken. */
const FINAL_HYPHEN_DEMERITS = 5_000;
/** A tight line beside a loose one (fitness classes two apart). */
const ADJACENT_DEMERITS = 3_000;
const RUNT_DEMERITS = 20_000;
/** At most this many consecutive lines end in a hyphen. */
export const MAX_HYPHEN_RUN = 2;
/**
 * Ragged text: a line this share of the column short is as bad as a justified line at full
 * stretch, and shorter lines are taken only when a paragraph cannot be set otherwise; the cubic
 * badness evens the lines out.
 */
const RAGGED_STRETCH = 0.25;
const MAX_BADNESS = 10_000;

interface Node {
  at: number; // candidate index, -1 for the paragraph's start
  fitness: number;
  hyphens: number;
  demerits: number;
  previous: Node | undefined;
}

/**
 * Which limits a pass of the algorithm holds lines to: word spaces, then letters (spacing.ts);
 * then looser word spaces; last without a limit on stretching.
 */
type Pass = 'spacing' | 'loose' | 'emergency';

function fitnessOf(ratio: number): number {
  if (ratio < -0.5) return 0;
  if (ratio <= 0.5) return 1;
  if (ratio <= 1) return 2;
  return 3;
}

/**
 * The adjustment ratio of a line: the share of its word spaces' stretch (positive) or shrink
 * (negative) it uses to fill `width`, plus, past ±1, the share of its letters' spacing (so that
 * a line that needs its letters spaced is worse than any that does not); undefined when it
 * cannot be set within the pass's limits.
 */
function ratioOf(line: LineMetrics, width: number, last: boolean, justify: boolean, pass: Pass) {
  const diff = width - line.width;
  if (Math.abs(diff) < 1e-6) return 0;
  if (!justify) {
    if (diff < 0) return undefined;
    const ratio = last ? 0 : diff / (RAGGED_STRETCH * width);
    // A ragged line shorter than that is left for a last attempt without the bound.
    return ratio > 1 && pass !== 'emergency' ? undefined : ratio;
  }
  if (last) return diff < 0 ? undefined : 0; // set with natural spacing: it cannot shrink
  const words =
    (diff > 0 ? (pass === 'spacing' ? WORD_STRETCH : WORD_STRETCH_LOOSE) : WORD_SHRINK) *
    line.spaceWidth;
  const letters = LETTER_SPACE * line.letterCapacity;
  const need = Math.abs(diff);
  const sign = Math.sign(diff);
  if (need <= words) return (sign * need) / words;
  const past = letters > 0 ? (need - words) / letters : Number.POSITIVE_INFINITY;
  if (past <= 1 + 1e-9 || (diff > 0 && pass === 'emergency')) return sign * (1 + past);
  return undefined;
}

/**
 * Whether a line from `from` cannot usefully end at hyphenation point `candidate`, judged from
 * the line to the end of the word (cheap: no word is cut and shaped to know): in ragged text,
 * the whole word fits, so it is not hyphenated; in justified text, even the whole word with a
 * hyphen would leave the line too loose.
 */
function needlessHyphen(
  measure: LineMeasure,
  from: number,
  candidate: LineCandidate,
  width: number,
  options: TotalFitOptions,
  pass: Pass,
): boolean {
  const start = measure.candidates[from];
  if (start?.hyphen && start.seg === candidate.seg) return false;
  const whole = measure.line(from, measure.ends[candidate.seg] as number);
  if (!options.justify) return whole.width <= width;
  if (pass === 'emergency') return false;
  const words = pass === 'spacing' ? WORD_STRETCH : WORD_STRETCH_LOOSE;
  const stretch = words * whole.spaceWidth + LETTER_SPACE * whole.letterCapacity;
  // A hyphen is narrower than the word's largest size.
  return whole.width + measure.sizeOf(candidate.seg) < width - stretch;
}

function run(
  measure: LineMeasure,
  width: number,
  options: TotalFitOptions,
  pass: Pass,
): LineCandidate[] | undefined {
  const candidates = measure.candidates;
  let active: Node[] = [{ at: -1, fitness: 1, hyphens: 0, demerits: 0, previous: undefined }];
  const final = candidates.length - 1;
  for (let at = 0; at <= final; at++) {
    const candidate = candidates[at] as LineCandidate;
    const last = at === final;
    // The best node ending here per fitness class and hyphen run (4 × 3 slots).
    const best: (Node | undefined)[] = [];
    const kept: Node[] = [];
    for (const node of active) {
      if (candidate.hyphen && needlessHyphen(measure, node.at, candidate, width, options, pass)) {
        kept.push(node);
        continue;
      }
      const line = measure.line(node.at, at);
      const ratio = line && ratioOf(line, width, last, options.justify, pass);
      if (line && line.width > width && ratio === undefined) continue; // overfull: drop the node
      kept.push(node);
      if (!line || ratio === undefined) continue;
      const hyphens = candidate.hyphen ? node.hyphens + 1 : 0;
      if (hyphens > MAX_HYPHEN_RUN) continue;
      const scaled = 100 * Math.abs(ratio) ** 3;
      const badness =
        options.justify && pass !== 'emergency' ? Math.min(MAX_BADNESS, scaled) : scaled;
      let demerits = (LINE_PENALTY + badness) ** 2;
      if (candidate.hyphen) demerits += HYPHEN_PENALTY ** 2;
      if (candidate.hyphen && node.hyphens > 0) demerits += DOUBLE_HYPHEN_DEMERITS;
      if (last && node.hyphens > 0) demerits += FINAL_HYPHEN_DEMERITS;
      // Ragged lines have no fitness classes: their slack alone counts.
      const fitness = last || !options.justify ? node.fitness : fitnessOf(ratio);
      if (options.justify && Math.abs(fitness - node.fitness) > 1) demerits += ADJACENT_DEMERITS;
      if (last && options.avoidRunts && isRunt(line, width)) demerits += RUNT_DEMERITS;
      const total = node.demerits + demerits;
      const slot = fitness * (MAX_HYPHEN_RUN + 1) + hyphens;
      const known = best[slot];
      if (!known || total < known.demerits) {
        best[slot] = { at, fitness, hyphens, demerits: total, previous: node };
      }
    }
    for (const node of best) if (node) kept.push(node);
    active = kept;

    if (last) {
      let end: Node | undefined;
      for (const node of best) if (node && (!end || node.demerits < end.demerits)) end = node;
      if (!end) return undefined;
      const path: LineCandidate[] = [];
      for (let node: Node | undefined = end; node && node.at >= 0; node = node.previous) {
        path.push(candidates[node.at] as LineCandidate);
      }
      return path.reverse();
    }
    if (active.length === 0) return undefined;
  }
  return undefined;
}

let firstFit = false;

/**
 * For benchmarks only (bench/export.ts): break every paragraph greedily, as before total fit,
 * to compare the time. Layouts made either way are cached apart (text.ts keys on it).
 */
export function setFirstFitForBenchmark(on: boolean): void {
  firstFit = on;
}

/** Whether setFirstFitForBenchmark is on. */
export function firstFitForBenchmark(): boolean {
  return firstFit;
}

/** The segments up to and including each hard break: breaking is forced between them. */
function chunksOf(segments: readonly Segment[]): Segment[][] {
  const chunks: Segment[][] = [];
  let chunk: Segment[] = [];
  for (const segment of segments) {
    chunk.push(segment);
    if (segment.required) {
      chunks.push(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * Breaks a paragraph into lines by total fit. Each stretch between hard breaks is broken as a
 * whole, within the tightest limits that allow it; a stretch that cannot be broken so that
 * every line fits (a word wider than the box with no hyphenation point that helps) is broken
 * greedily, which splits such words between letters.
 */
export function breakTotalFit(
  fonts: FontLibrary,
  segments: readonly Segment[],
  maxWidth: number,
  emptySize: number,
  options: TotalFitOptions,
): BrokenLine[] {
  if (firstFit) return breakLines(fonts, segments, maxWidth, emptySize, options);
  const lines: BrokenLine[] = [];
  const lastWord = lastWordIndex(segments);
  let offset = 0;
  for (const chunk of chunksOf(segments)) {
    const measure = new LineMeasure(fonts, chunk, options, lastWord - offset);
    offset += chunk.length;
    const passes: Pass[] = options.justify
      ? ['spacing', 'loose', 'emergency']
      : ['spacing', 'emergency'];
    let path: LineCandidate[] | undefined;
    for (const pass of passes) {
      path = run(measure, maxWidth, options, pass);
      if (path) break;
    }
    if (path) for (const line of measure.lines(path)) lines.push(line);
    else
      for (const line of breakLines(fonts, chunk, maxWidth, emptySize, options)) lines.push(line);
  }
  if (lines.length === 0) {
    lines.push({ pieces: [], width: 0, lineSize: emptySize, words: 0, hardBreak: false });
  }
  return lines;
}

/** The index of the paragraph's last segment with text: its word is never hyphenated. */
function lastWordIndex(segments: readonly Segment[]): number {
  for (let index = segments.length - 1; index >= 0; index--) {
    if ((segments[index] as Segment).width > 0) return index;
  }
  return -1;
}
