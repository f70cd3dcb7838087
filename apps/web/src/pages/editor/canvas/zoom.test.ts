import { describe, expect, it } from 'vitest';
import { fitZoom, MAX_ZOOM, MIN_ZOOM, PX_PER_PT, stepZoom } from './zoom';

describe('zoom', () => {
  it('steps through the levels and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.9);
    expect(stepZoom(0.8, 1)).toBe(0.9);
    expect(stepZoom(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
    expect(stepZoom(MIN_ZOOM, -1)).toBe(MIN_ZOOM);
  });

  it('fits the page into the viewport by its tighter side', () => {
    const page = { width: 600, height: 840 };
    const zoom = fitZoom({ width: 2000, height: 900 }, page, 30);
    expect(zoom).toBeCloseTo(840 / (840 * PX_PER_PT), 5);
    expect(page.height * PX_PER_PT * zoom).toBeCloseTo(840, 5);
  });
});
