// The rule for neutral colours in uploaded artwork (an SVG's fills and strokes, the pixels of
// a raster logo): a neutral colour (red = green = blue) prints on the black plate only,
// K = 1 − value / 255, as a designer sets black type, line art and greys. Converted through
// the output profile, black would print as rich black (C78 M69 Y51 K98, 295 % ink for
// #000000), slow to dry, and fine lines, small type and anti-aliased edges would show colour
// fringes wherever the four plates do not register exactly. Every other colour is converted
// as the engine converts all RGB colours for print.

/** The colour a print PDF paints for artwork's `#rrggbb`: K only for a neutral one, else it. */
export function artworkPrintColor(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = (value >> 16) & 0xff;
  const g = (value >> 8) & 0xff;
  const b = value & 0xff;
  if (r !== g || g !== b) return hex;
  const k = Math.round((1 - r / 255) * 10000) / 10000;
  return `device-cmyk(0 0 0 ${k})`;
}
