import { describe, expect, it } from 'vitest';
import { type CmykGrid, cmykGridScreenColor, cmykGridToRgb, isCmykGrid } from './cmykGrid.ts';
import { type CmykColor, cmykToRgbNaive, type RgbColor } from './color.ts';

/** A grid laid out as the server makes it, from a conversion function. */
function gridOf(steps: number, convert: (cmyk: CmykColor) => RgbColor): CmykGrid {
  const data = new Uint8Array(steps ** 4 * 3);
  let at = 0;
  const level = (i: number) => i / (steps - 1);
  for (let c = 0; c < steps; c++)
    for (let m = 0; m < steps; m++)
      for (let y = 0; y < steps; y++)
        for (let k = 0; k < steps; k++) {
          const rgb = convert({ c: level(c), m: level(m), y: level(y), k: level(k) });
          data[at++] = Math.round(rgb.r * 255);
          data[at++] = Math.round(rgb.g * 255);
          data[at++] = Math.round(rgb.b * 255);
        }
  return { steps, data };
}

/** Something like a press: ink spreads (dot gain) and no ink is quite pure. */
const press = ({ c, m, y, k }: CmykColor): RgbColor => {
  const gain = (v: number) => 1 - (1 - v) ** 1.6;
  const dark = 1 - 0.92 * gain(k);
  const unit = (v: number) => Math.min(1, Math.max(0, v));
  return {
    r: unit((1 - 0.9 * gain(c) - 0.05 * gain(m)) * dark),
    g: unit((1 - 0.85 * gain(m) - 0.1 * gain(c) - 0.04 * gain(y)) * dark),
    b: unit((1 - 0.8 * gain(y) - 0.12 * gain(m) - 0.05 * gain(c)) * dark),
  };
};

/** Pseudo-random colours, the same in every run. */
function samples(count: number): CmykColor[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, () => ({ c: next(), m: next(), y: next(), k: next() }));
}

const distance = (a: RgbColor, b: RgbColor) =>
  Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b)) * 255;

describe('cmykGridToRgb', () => {
  it('gives the grid entries exactly at grid points, corners included', () => {
    const grid = gridOf(5, press);
    for (const cmyk of [
      { c: 0, m: 0, y: 0, k: 0 },
      { c: 1, m: 1, y: 1, k: 1 },
      { c: 0.25, m: 0.75, y: 0.5, k: 0 },
      { c: 1, m: 0, y: 1, k: 0 },
    ]) {
      expect(distance(cmykGridToRgb(grid, cmyk), press(cmyk))).toBeLessThanOrEqual(0.5);
    }
  });

  it('reproduces the naive formula between grid points up to byte rounding', () => {
    // (1-c)(1-k) is linear in c within a K slice and linear in k across slices: exact.
    const grid = gridOf(9, cmykToRgbNaive);
    for (const cmyk of samples(500)) {
      expect(distance(cmykGridToRgb(grid, cmyk), cmykToRgbNaive(cmyk))).toBeLessThanOrEqual(1);
    }
  });

  it('follows a curved conversion closely on a 9-step grid', () => {
    const grid = gridOf(9, press);
    let worst = 0;
    for (const cmyk of samples(2000)) {
      worst = Math.max(worst, distance(cmykGridToRgb(grid, cmyk), press(cmyk)));
    }
    // Measured 1.6 of 255 here: far below what an eye tells apart in a swatch.
    expect(worst).toBeLessThan(4);
  });

  it('keeps the grey axis grey', () => {
    const grid = gridOf(9, ({ k }) => ({ r: 1 - k, g: 1 - k, b: 1 - k }));
    const rgb = cmykGridToRgb(grid, { c: 0, m: 0, y: 0, k: 0.37 });
    expect(rgb.r).toBeCloseTo(rgb.g, 6);
    expect(rgb.g).toBeCloseTo(rgb.b, 6);
  });

  it('clamps channels outside 0..1 to the grid', () => {
    const grid = gridOf(3, press);
    expect(cmykGridToRgb(grid, { c: -1, m: 2, y: 0, k: 0 })).toEqual(
      cmykGridToRgb(grid, { c: 0, m: 1, y: 0, k: 0 }),
    );
  });
});

describe('cmykGridScreenColor', () => {
  it('answers #rrggbb and refuses a grid of the wrong size', () => {
    const grid = gridOf(3, cmykToRgbNaive);
    expect(isCmykGrid(grid)).toBe(true);
    const screen = cmykGridScreenColor(grid);
    expect(screen({ c: 0, m: 0, y: 0, k: 1 })).toBe('#000000');
    expect(screen({ c: 1, m: 0, y: 1, k: 0 })).toBe('#00ff00');
    expect(() => cmykGridScreenColor({ steps: 3, data: new Uint8Array(10) })).toThrow(RangeError);
  });
});
