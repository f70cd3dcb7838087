import { describe, expect, it } from 'vitest';
import { faceOf } from '../../layout/fonts.ts';
import { openFonts } from '../../testing/fonts.ts';
import { ellipse, fitLabel, polygon, toPagePath } from './geometry.ts';
import { hatch } from './symbols.ts';
import { CALIBRI, outlinePath } from './text.ts';

describe('fitLabel', () => {
  it('scales uniformly to the tighter side and centres the label', () => {
    expect(fitLabel({ x: 0, y: 0, width: 213, height: 312 })).toEqual({ x: 0, y: 0, scale: 1 });
    const wide = fitLabel({ x: 10, y: 20, width: 426 * 2, height: 624 });
    expect(wide.scale).toBe(2);
    expect(wide.x).toBe(10 + 213);
    expect(wide.y).toBe(20);
  });
});

describe('toPagePath', () => {
  const frame = { x: 100, y: 50, scale: 2 };

  it('maps every coordinate pair, shifted by the symbol origin', () => {
    expect(toPagePath(frame, 'M0 0L1 2C1 1 2 2 3 3Q4 4 5 5Z', 10, 1)).toBe(
      'M120 52L122 56C122 54 124 56 126 58Q128 60 130 62Z',
    );
  });

  it('turns H, V and implicit pairs after M into lines', () => {
    expect(toPagePath(frame, 'M0 0 1 1H3V4Z')).toBe('M100 50L102 52L106 52L106 58Z');
  });

  it('rejects commands it does not map (relative, arcs)', () => {
    expect(() => toPagePath(frame, 'M0 0l1 1')).toThrow(/Unsupported/);
    expect(() => toPagePath(frame, 'M0 0A1 1 0 0 1 2 2')).toThrow(/Unsupported/);
  });

  it('accepts what polygon and ellipse produce', () => {
    expect(
      toPagePath(
        frame,
        polygon([
          [0, 0],
          [1, 0],
          [0, 1],
        ]),
      ),
    ).toBe('M100 50L102 50L100 52Z');
    expect(toPagePath(frame, ellipse(0, 0, 1, 1))).toMatch(/^M102 50C/);
  });
});

describe('hatch', () => {
  it('keeps every segment inside the polygon’s bounds', () => {
    const d = hatch(
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ],
      1,
    );
    const numbers = [...d.matchAll(/-?[\d.]+(?:e-?\d+)?/g)].map((m) => Number(m[0]));
    expect(numbers.length).toBeGreaterThan(20);
    for (const n of numbers) {
      expect(n).toBeGreaterThanOrEqual(-1e-9);
      expect(n).toBeLessThanOrEqual(10 + 1e-9);
    }
  });
});

describe('outlinePath', () => {
  const fonts = openFonts();
  const calibri = (face: 'regular' | 'bold') => faceOf(fonts, CALIBRI, face);

  it('draws the scale letters and the regulation number from real glyphs', () => {
    for (const text of ['ABCDE', '2020/740']) {
      const ids = calibri('bold')
        .shape(text)
        .glyphs.map((g) => g.id);
      expect(ids).not.toContain(0);
    }
    expect(outlinePath(calibri('bold'), 'A', 10, 0, 0)).toMatch(/^M.*Z$/);
  });

  it('turns text a quarter turn clockwise for "down"', () => {
    const down = outlinePath(calibri('regular'), '2020/740', 5, 200, 100, 'down');
    const pairs = [...down.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    const xs = pairs.map(([x]) => x ?? 0);
    const ys = pairs.map(([, y]) => y ?? 0);
    // Glyph tops point right of the baseline x; the text runs down from y 100.
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(199.5);
    expect(Math.max(...xs)).toBeLessThan(205);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(99.5);
    expect(Math.max(...ys) - 100).toBeGreaterThan(15);
  });
});
