import { describe, expect, it } from 'vitest';
import { FEATURE_ARTWORK, iconItems } from './artwork.ts';
import { WHEEL_FEATURES } from './schema.ts';

const coordinates = (d: string) => (d.match(/-?[\d.]+(?:e-?\d+)?/g) ?? []).map(Number);

describe('feature artwork', () => {
  it('has a full and a simpler mini drawing for every wheel feature', () => {
    for (const feature of WHEEL_FEATURES) {
      const { full, mini } = FEATURE_ARTWORK[feature];
      expect(full.length).toBeGreaterThan(0);
      expect(mini.length).toBeGreaterThan(0);
      expect(mini.length).toBeLessThanOrEqual(full.length);
    }
  });

  it('is written in the unit square with absolute M, L, C, Z only', () => {
    for (const feature of WHEEL_FEATURES) {
      const { full, mini } = FEATURE_ARTWORK[feature];
      for (const shape of [...full, ...mini]) {
        expect(shape.d).toMatch(/^[MLCZ\d\s.-]+$/);
        for (const value of coordinates(shape.d)) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('is mapped onto the target square', () => {
    const clip = iconItems('star', { x: 10, y: 20, width: 50, height: 50 }, '#000000', true);
    expect(clip).toMatchObject({ kind: 'clip', x: 10, y: 20, width: 50, height: 50 });
    // The mini star's top point: (0.5, 0.05) in the unit square.
    expect(clip.items[0]).toMatchObject({ kind: 'path', fill: '#000000' });
    expect(clip.items[0]?.kind === 'path' && clip.items[0].d.startsWith('M 35 22.5 ')).toBe(true);
  });
});
