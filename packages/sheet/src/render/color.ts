/** An sRGB colour with channels from 0 to 1, as PDF operators take it. */
export interface RgbColor {
  r: number;
  g: number;
  b: number;
}

const cache = new Map<string, RgbColor>();

/**
 * Reads the tree's `#rrggbb` (or `#rgb`) colours; anything unreadable is black, so a bad colour
 * never stops an export. Cached: a page uses a handful of colours many times.
 */
export function hexToRgb(hex: string): RgbColor {
  const hit = cache.get(hex);
  if (hit) return hit;
  let digits = hex.trim().replace(/^#/, '');
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const value = /^[0-9a-f]{6}$/i.test(digits) ? Number.parseInt(digits, 16) : 0;
  const color = {
    r: ((value >> 16) & 0xff) / 255,
    g: ((value >> 8) & 0xff) / 255,
    b: (value & 0xff) / 255,
  };
  if (cache.size > 1000) cache.clear();
  cache.set(hex, color);
  return color;
}
