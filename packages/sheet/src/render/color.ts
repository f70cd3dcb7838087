// Colours in the render tree are strings in one of two forms:
//   `#rrggbb`                  sRGB, as the designer and the web show it;
//   `device-cmyk(c m y k)`     process colour for print (CSS Color 5 syntax), each channel a
//                              number from 0 to 1, at most 4 decimals, e.g.
//                              `device-cmyk(0 0.81 0.81 0.3)`.
// Screen renderers (SVG, PNG, screen PDF) show a CMYK colour by its on-screen equivalent; the
// print PDF writes it as it is. `parseTreeColor` reads both forms, and anything unreadable is
// black, so a bad colour never stops an export.

/** An sRGB colour with channels from 0 to 1, as PDF operators take it. */
export interface RgbColor {
  r: number;
  g: number;
  b: number;
}

/** A process colour with channels from 0 to 1. */
export interface CmykColor {
  c: number;
  m: number;
  y: number;
  k: number;
}

/** A tree colour, read. */
export type TreeColor = ({ space: 'rgb' } & RgbColor) | ({ space: 'cmyk' } & CmykColor);

const cache = new Map<string, TreeColor>();

const CMYK = /^device-cmyk\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)$/;

const unit = (value: number) => Math.min(1, Math.max(0, value));

function readColor(text: string): TreeColor {
  const cmyk = CMYK.exec(text.trim().toLowerCase());
  if (cmyk) {
    const [c, m, y, k] = [cmyk[1], cmyk[2], cmyk[3], cmyk[4]].map((v) => unit(Number(v) || 0));
    return { space: 'cmyk', c: c ?? 0, m: m ?? 0, y: y ?? 0, k: k ?? 0 };
  }
  return { space: 'rgb', ...hexToRgb(text) };
}

/** Reads a tree colour (`#rrggbb`, `#rgb` or `device-cmyk(c m y k)`); cached per string. */
export function parseTreeColor(color: string): TreeColor {
  let hit = cache.get(color);
  if (!hit) {
    hit = readColor(color);
    if (cache.size > 1000) cache.clear();
    cache.set(color, hit);
  }
  return hit;
}

/** The canonical tree string of a process colour (channels 0..1, 4 decimals at most). */
export function cmykString(color: CmykColor): string {
  const n = (v: number) => String(Math.round(unit(v) * 10000) / 10000);
  return `device-cmyk(${n(color.c)} ${n(color.m)} ${n(color.y)} ${n(color.k)})`;
}

/**
 * A simple on-screen equivalent of a process colour (the formula CSS Color 5 gives for
 * `device-cmyk` without a profile). Screens that know the output profile use its conversion.
 */
export function cmykToRgbNaive(color: CmykColor): RgbColor {
  return {
    r: (1 - color.c) * (1 - color.k),
    g: (1 - color.m) * (1 - color.k),
    b: (1 - color.y) * (1 - color.k),
  };
}

const rgbCache = new Map<string, RgbColor>();

/**
 * Reads `#rrggbb` (or `#rgb`) colours; anything unreadable is black, so a bad colour never
 * stops an export. Cached: a page uses a handful of colours many times.
 */
export function hexToRgb(hex: string): RgbColor {
  const hit = rgbCache.get(hex);
  if (hit) return hit;
  let digits = hex.trim().replace(/^#/, '');
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const value = /^[0-9a-f]{6}$/i.test(digits) ? Number.parseInt(digits, 16) : 0;
  const color = {
    r: ((value >> 16) & 0xff) / 255,
    g: ((value >> 8) & 0xff) / 255,
    b: (value & 0xff) / 255,
  };
  if (rgbCache.size > 1000) rgbCache.clear();
  rgbCache.set(hex, color);
  return color;
}
