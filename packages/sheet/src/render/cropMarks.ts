import { pdfNum } from './pdfNumber.ts';

// Crop marks sit wholly outside the bleed, in a mark area of their own around it, so nothing of
// them is printed on the sheet or in its bleed whatever the cutting tolerance: at each trim
// corner a hairline on the extension of each trim edge, from just beyond the bleed edge to the
// media edge. Drawn in K alone on print (registration marks in all four plates would put 400 %
// on the sheet edge and exceed every ink limit), in black on screen.

/** The mark area beyond the bleed, in points (6 mm): where crop marks are drawn. */
export const MARK_AREA = (6 / 25.4) * 72;

/** Distance between the bleed edge and the start of a mark, in points (1 mm). */
const MARK_GAP = (1 / 25.4) * 72;

/** Width of the marks: 0.25 pt, the usual hairline. */
const MARK_WIDTH = 0.25;

/**
 * Crop mark operators for a page whose trim (`width` x `height`) lies `inset` (bleed plus mark
 * area) from the media edges, in PDF coordinates (y up); `strokeColor` is a stroking colour
 * operator (`0 0 0 1 K`).
 */
export function cropMarks(
  width: number,
  height: number,
  bleed: number,
  inset: number,
  strokeColor: string,
): string {
  const start = bleed + MARK_GAP;
  const lines: [number, number, number, number][] = [];
  for (const [x, outX] of [
    [inset, -1],
    [inset + width, 1],
  ] as const) {
    for (const [y, outY] of [
      [inset, -1],
      [inset + height, 1],
    ] as const) {
      // Horizontal mark on the trim's y, beyond the bleed on the left or right.
      lines.push([x + outX * start, y, x + outX * inset, y]);
      // Vertical mark on the trim's x, beyond the bleed above or below.
      lines.push([x, y + outY * start, x, y + outY * inset]);
    }
  }
  let ops = `q\n${strokeColor}\n${MARK_WIDTH} w\n`;
  for (const [x1, y1, x2, y2] of lines) {
    ops += `${pdfNum(x1)} ${pdfNum(y1)} m\n${pdfNum(x2)} ${pdfNum(y2)} l\n`;
  }
  return `${ops}S\nQ\n`;
}
