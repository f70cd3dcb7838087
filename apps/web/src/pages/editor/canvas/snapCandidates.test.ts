import type { Element } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { snapCandidates } from './snapCandidates';

/** Just what snapping reads of an element: its id and box in points. */
const box = (id: number, left: number, top: number, width = 10, height = 10) =>
  ({ id, config: { style: { left, top, width, height } } }) as unknown as Element;

describe('snapCandidates', () => {
  const selected = box(0, 100, 100);
  // Painting order: far, touching, near, overlapping, farther still.
  const others = [
    box(1, 400, 400),
    box(2, 110, 100),
    box(3, 100, 130),
    box(4, 105, 105),
    box(5, 0, 500),
  ];

  it('keeps every element of a page up to the limit, the same list', () => {
    expect(snapCandidates(others, [selected], 5)).toBe(others);
    expect(snapCandidates(others, [], 2)).toBe(others);
  });

  it('keeps the nearest to the selection on a crowded page, in painting order', () => {
    expect(snapCandidates(others, [selected], 3).map((e) => e.id)).toEqual([2, 3, 4]);
  });

  it('measures from the nearest of several selected boxes', () => {
    // 10 pt above element 5: nearer than element 3 is to the first box (20 pt).
    const ids = snapCandidates(others, [selected, box(9, 0, 480)], 3).map((e) => e.id);
    expect(ids).toEqual([2, 4, 5]);
  });
});
