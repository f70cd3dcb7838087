// Colours in the render tree are strings in one of these forms:
//   `#rrggbb`                  sRGB, as the designer and the web show it;
//   `device-cmyk(c m y k)`     process colour for print (CSS Color 5 syntax), each channel a
//                              number from 0 to 1, at most 4 decimals, e.g.
//                              `device-cmyk(0 0.81 0.81 0.3)`;
//   `spot("NAME" c m y k)`     a spot colour (its own ink, e.g. `spot("PANTONE 2945 C" 1 0.5 0
//                              0.1)`) with its process alternate, channels as above;
//   `palette(ID COLOUR)`       a brand palette colour (ID the palette entry) with the values it
//                              had when chosen, COLOUR one of the two forms above; the palette
//                              reference is for the sheet (model/palette.ts), renderers read
//                              COLOUR.
// Screen renderers (SVG, PNG, screen PDF) show a CMYK or spot colour by the process
// equivalent's on-screen colour; the print PDF writes process colours as they are and spot
// colours as a Separation colour space (pdfColors.ts). `parseTreeColor` reads every form, and
// anything unreadable is black, so a bad colour never stops an export.

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

/** A tree colour, read; a spot colour is `cmyk` (its alternate) with the ink's name. */
export type TreeColor =
  | ({ space: 'rgb' } & RgbColor)
  | ({ space: 'cmyk'; spot?: string } & CmykColor);

const cache = new Map<string, TreeColor>();

const NUMBERS = '\\s*([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s*';
const CMYK = new RegExp(`^device-cmyk\\(${NUMBERS}\\)$`, 'i');
/** A spot name is printable text without `"` (contracts/palette.ts refuses those). */
const SPOT = new RegExp(`^spot\\(\\s*"([^"]+)"${NUMBERS}\\)$`, 'i');
const PALETTE = /^palette\(\s*(\d+)\s+(.*)\)$/i;

const unit = (value: number) => Math.min(1, Math.max(0, value));

function channels(match: RegExpExecArray, from: number): CmykColor {
  const [c, m, y, k] = [0, 1, 2, 3].map((i) => unit(Number(match[from + i]) || 0));
  return { c: c ?? 0, m: m ?? 0, y: y ?? 0, k: k ?? 0 };
}

function readColor(text: string): TreeColor {
  const trimmed = text.trim();
  const palette = PALETTE.exec(trimmed);
  if (palette?.[2] !== undefined) return readColor(palette[2]);
  const cmyk = CMYK.exec(trimmed);
  if (cmyk) return { space: 'cmyk', ...channels(cmyk, 1) };
  const spot = SPOT.exec(trimmed);
  if (spot?.[1] !== undefined) return { space: 'cmyk', spot: spot[1], ...channels(spot, 2) };
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

/** The tree string of a spot colour: its ink's name and its process alternate. */
export function spotString(name: string, alternate: CmykColor): string {
  return `spot("${name}" ${cmykString(alternate).slice('device-cmyk('.length)}`;
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
