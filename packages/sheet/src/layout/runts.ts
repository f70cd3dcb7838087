import type { BrokenLine } from './lines.ts';

/**
 * A paragraph's last line is a runt when it holds a single word that fills less than this share
 * of the line: a lone short word under a full line reads as a mistake in a magazine-set page.
 * Total-fit breaking (totalFit.ts) weighs a runt like a very loose line, so a paragraph is
 * broken otherwise when that costs less, typically by taking a word down from the line before.
 */
export const RUNT_SHARE = 0.25;

/** Whether a paragraph's last line is a runt: one word, short. */
export function isRunt(line: Pick<BrokenLine, 'words' | 'width'>, maxWidth: number): boolean {
  return line.words < 2 && line.width < RUNT_SHARE * maxWidth;
}
