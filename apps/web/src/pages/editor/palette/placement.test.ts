import { describe, expect, it } from 'vitest';
import { CASCADE_STEP, placeNewElement } from './placement';

const A4 = { width: 595, height: 842 };
const text = { left: 200, top: 100, width: 300, height: 100 };

describe('placeNewElement', () => {
  it("keeps the type's default spot when it is visible and free", () => {
    expect(placeNewElement(text, A4, null, [])).toEqual({ left: 200, top: 100 });
  });

  it('centres in the visible part of the page when the default spot is scrolled away', () => {
    const visible = { x: 0, y: 400, width: 595, height: 300 };
    expect(placeNewElement(text, A4, visible, [])).toEqual({ left: 148, top: 500 });
  });

  it('steps past elements already at the spot, so two new ones never sit on each other', () => {
    const first = placeNewElement(text, A4, null, []);
    const second = placeNewElement(text, A4, null, [first]);
    const third = placeNewElement(text, A4, null, [first, second]);
    expect(second).toEqual({ left: 200 + CASCADE_STEP, top: 100 + CASCADE_STEP });
    expect(third).toEqual({ left: 200 + 2 * CASCADE_STEP, top: 100 + 2 * CASCADE_STEP });
  });

  it('stays inside the page, also when the cascade reaches its corner', () => {
    const big = { left: 0, top: 0, width: 595, height: 842 };
    expect(placeNewElement(big, A4, null, [])).toEqual({ left: 0, top: 0 });
    const corner = { left: 495, top: 742, width: 100, height: 100 };
    const spots = [placeNewElement(corner, A4, null, [])];
    for (let i = 0; i < 3; i++) spots.push(placeNewElement(corner, A4, null, spots));
    for (const spot of spots) {
      expect(spot.left).toBeGreaterThanOrEqual(0);
      expect(spot.left + 100).toBeLessThanOrEqual(595);
      expect(spot.top + 100).toBeLessThanOrEqual(842);
    }
    expect(new Set(spots.map((s) => `${s.left},${s.top}`)).size).toBe(spots.length);
  });
});
