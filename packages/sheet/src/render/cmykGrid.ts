// The output profile's CMYK -> sRGB conversion as a lookup grid (the server makes it from the
// ICC profile with Little CMS, see apps/server/src/print/printProfile.ts), interpolated here,
// so the designer in the browser and the PNG on the server show a process colour as the press
// will print it, without a colour engine of their own.
//
// Grid layout: steps^4 entries of 3 bytes (r, g, b); the entry of levels (c, m, y, k), each
// 0..steps-1 with level i meaning i/(steps-1), is at ((c·steps + m)·steps + y)·steps + k.
// Interpolation is tetrahedral in C, M and Y (as colour engines do: it keeps the grey axis
// grey) within the two K slices around k, and linear between them.
import type { CmykColor, RgbColor } from './color.ts';
import { rgbHex, type ScreenColor } from './screenColor.ts';

/** A CMYK -> sRGB lookup grid of an output profile. */
export interface CmykGrid {
  /** Grid points per channel (at least 2). */
  steps: number;
  /** steps^4 × 3 bytes, laid out as described above. */
  data: Uint8Array;
}

/** Whether `data` has the size a grid of `steps` needs. */
export function isCmykGrid(grid: CmykGrid): boolean {
  return (
    Number.isInteger(grid.steps) && grid.steps >= 2 && grid.data.length === grid.steps ** 4 * 3
  );
}

/** Where a channel value 0..1 falls: the lower grid level and the fraction towards the next. */
function cell(value: number, steps: number): [number, number] {
  const scaled = Math.min(1, Math.max(0, value)) * (steps - 1);
  const level = Math.min(steps - 2, Math.floor(scaled));
  return [level, scaled - level];
}

/** Tetrahedral interpolation in the C, M, Y cube at `base` of one K slice, into `out`. */
function tetrahedral(
  grid: CmykGrid,
  base: number,
  fractions: readonly [number, number, number],
  out: [number, number, number],
): void {
  const { steps, data } = grid;
  // Entry strides of the C, M and Y axes (K is the fastest axis, stride 1).
  const strides = [steps ** 3, steps ** 2, steps] as const;
  // Walk from the base corner along the axes in order of falling fraction.
  const order = [0, 1, 2].sort((a, b) => (fractions[b] ?? 0) - (fractions[a] ?? 0));
  const [a1, a2, a3] = order as [0 | 1 | 2, 0 | 1 | 2, 0 | 1 | 2];
  const f1 = fractions[a1];
  const f2 = fractions[a2];
  const f3 = fractions[a3];
  const v0 = base;
  const v1 = v0 + strides[a1];
  const v2 = v1 + strides[a2];
  const v3 = v2 + strides[a3];
  const weights = [1 - f1, f1 - f2, f2 - f3, f3];
  const corners = [v0, v1, v2, v3];
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  for (let i = 0; i < 4; i++) {
    const at = (corners[i] ?? 0) * 3;
    const w = weights[i] ?? 0;
    out[0] += w * (data[at] ?? 0);
    out[1] += w * (data[at + 1] ?? 0);
    out[2] += w * (data[at + 2] ?? 0);
  }
}

/** The sRGB colour (channels 0..1) the grid gives a process colour. */
export function cmykGridToRgb(grid: CmykGrid, cmyk: CmykColor): RgbColor {
  const { steps } = grid;
  const [c, fc] = cell(cmyk.c, steps);
  const [m, fm] = cell(cmyk.m, steps);
  const [y, fy] = cell(cmyk.y, steps);
  const [k, fk] = cell(cmyk.k, steps);
  const base = ((c * steps + m) * steps + y) * steps + k;
  const low: [number, number, number] = [0, 0, 0];
  const high: [number, number, number] = [0, 0, 0];
  tetrahedral(grid, base, [fc, fm, fy], low);
  tetrahedral(grid, base + 1, [fc, fm, fy], high);
  const mix = (i: 0 | 1 | 2) => (low[i] + (high[i] - low[i]) * fk) / 255;
  return { r: mix(0), g: mix(1), b: mix(2) };
}

/**
 * The profile's on-screen equivalent of process colours, as a `ScreenColor` for the SVG
 * renderer; cached per colour, since a page uses a handful of colours many times.
 */
export function cmykGridScreenColor(grid: CmykGrid): ScreenColor {
  if (!isCmykGrid(grid)) throw new RangeError('A CMYK grid needs steps^4 × 3 bytes');
  const cache = new Map<string, string>();
  return (cmyk) => {
    const key = `${cmyk.c} ${cmyk.m} ${cmyk.y} ${cmyk.k}`;
    let hex = cache.get(key);
    if (hex === undefined) {
      hex = rgbHex(cmykGridToRgb(grid, cmyk));
      if (cache.size > 1000) cache.clear();
      cache.set(key, hex);
    }
    return hex;
  };
}
