// The rule for black in uploaded artwork (an SVG logo's fills and strokes): a neutral colour
// (red = green = blue) at least as dark as NEUTRAL_BLACK_MAX prints on the black plate only,
// K = 1 − value / 255, as a designer sets black type and line art. Converted through the
// output profile it would print as rich black (C78 M69 Y51 K98, 295 % ink for #000000): slow to
// dry, and fine lines and small type smear when the four plates do not register exactly.
// Every other colour is converted as the engine converts all RGB colours for print.

/** The lightest neutral grey (0–255) that still counts as black: 20 % grey, K 80 %. */
export const NEUTRAL_BLACK_MAX = 51;

/** The colour a print PDF paints for artwork's `#rrggbb`: K only for neutral black, else it. */
export function artworkPrintColor(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = (value >> 16) & 0xff;
  const g = (value >> 8) & 0xff;
  const b = value & 0xff;
  if (r !== g || g !== b || r > NEUTRAL_BLACK_MAX) return hex;
  const k = Math.round((1 - r / 255) * 10000) / 10000;
  return `device-cmyk(0 0 0 ${k})`;
}
