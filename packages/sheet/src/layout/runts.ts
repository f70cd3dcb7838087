import type { FontLibrary } from './fonts.ts';
import { type BreakOptions, type BrokenLine, breakLines } from './lines.ts';
import type { Segment } from './segments.ts';

/**
 * A paragraph's last line is a runt when it holds a single word that fills less than this share
 * of the line: a lone short word under a full line reads as a mistake in a magazine-set page.
 */
export const RUNT_SHARE = 0.25;

// Widths are sums of floats: a limit this far under a line's width moves its last segment.
const NUDGE = 1e-3;

/** Whether a paragraph's last line is a runt: one word, short. */
export function isRunt(line: Pick<BrokenLine, 'words' | 'width'>, maxWidth: number): boolean {
  return line.words < 2 && line.width < RUNT_SHARE * maxWidth;
}

/**
 * Breaks a paragraph's lines and, when its last line is a runt, breaks it again with the line
 * before a little shorter, so that the end of that line (the rest of a hyphenated last word,
 * or, failing that, the whole word) moves down beside the runt. The new breaking is kept only
 * if the paragraph keeps its number of lines and its last line is no runt any more.
 */
export function breakLinesWithoutRunt(
  fonts: FontLibrary,
  segments: readonly Segment[],
  maxWidth: number,
  emptySize: number,
  options: BreakOptions,
): BrokenLine[] {
  const lines = breakLines(fonts, segments, maxWidth, emptySize, options);
  const last = lines.at(-1);
  const before = lines.at(-2);
  if (!last || !before || before.hardBreak || !isRunt(last, maxWidth)) return lines;
  const index = lines.length - 2;
  for (const hyphenate of [true, false]) {
    const limit = { index, width: before.width - NUDGE, hyphenate };
    const again = breakLines(fonts, segments, maxWidth, emptySize, { ...options, limit });
    const end = again.at(-1);
    const previous = again.at(-2);
    if (again.length !== lines.length || !end || !previous || isRunt(end, maxWidth)) continue;
    // Pulling the only word of a line down would leave an empty or broken line instead.
    if (previous.words === 0) continue;
    return again;
  }
  return lines;
}
