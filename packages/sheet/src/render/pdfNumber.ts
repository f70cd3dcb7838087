// Its own module: the page painter and the colour operators both write numbers, and the
// painter takes the colours' type, so a home in either closed an import cycle.

/** A number as a PDF operand: at most 6 decimals, never an exponent, no `-0`. */
export function pdfNum(value: number): string {
  const rounded = Math.round(value * 1e6) / 1e6;
  // Below 1e-6 the rounding gives 0, and above 1e21 no page coordinate lies.
  return rounded === 0 ? '0' : String(rounded);
}
