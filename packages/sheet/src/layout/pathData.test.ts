import { describe, expect, it } from 'vitest';
import { circle, dashedRectPath, fmt, transformPath } from './pathData.ts';

const numbers = (d: string) => (d.match(/-?[\d.]+/g) ?? []).map(Number);

describe('path data', () => {
  it('formats numbers with at most 4 decimals and no negative zero', () => {
    expect(fmt(1 / 3)).toBe('0.3333');
    expect(fmt(-0.00001)).toBe('0');
    expect(fmt(12)).toBe('12');
  });

  it('maps unit-square path data onto a box', () => {
    expect(
      transformPath('M 0 0 L 1 0.5 C 0.5 1 0 1 0 0.25 Z', { x: 10, y: 20, width: 40, height: 40 }),
    ).toBe('M 10 20 L 50 40 C 30 60 10 60 10 30 Z');
  });

  it('refuses commands whose numbers are not coordinate pairs', () => {
    expect(() =>
      transformPath('M 0 0 A 1 1 0 0 1 1 1', { x: 0, y: 0, width: 1, height: 1 }),
    ).toThrow('Unsupported path command A');
  });

  it('draws a circle whose end points all lie on it', () => {
    const values = numbers(circle(0.5, 0.5, 0.4));
    // M plus four cubic segments: every third pair is an on-curve point.
    const ends = [0, 3, 6, 9, 12].map((i) => [values[2 * i] ?? NaN, values[2 * i + 1] ?? NaN]);
    for (const [x, y] of ends)
      expect(Math.hypot((x ?? 0) - 0.5, (y ?? 0) - 0.5)).toBeCloseTo(0.4, 4);
  });

  it('dashes each edge of a rectangle starting with a dash', () => {
    const d = dashedRectPath({ x: 0, y: 0, width: 10, height: 10 }, 4, 3);
    expect(d.startsWith('M 0 0 L 4 0 M 7 0 L 10 0 M 10 0 L 10 4')).toBe(true);
    expect(d.match(/M/g)).toHaveLength(8);
  });
});
