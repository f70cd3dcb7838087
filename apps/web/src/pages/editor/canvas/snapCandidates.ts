import type { Element } from '@pms/sheet/browser';
import { elementBox, type Rect } from './geometry';

/**
 * How many other elements the selection snaps to at most. react-moveable measures every one of
 * them in the DOM when a drag starts (about 0.15 ms each, with a style and matrix walk per
 * element) and rebuilds their guidelines on every mouse move: on a page of 1,000 elements that
 * start took 150 ms. Pages up to this size snap to everything, as before.
 */
export const SNAP_CANDIDATES = 150;

/** The gap between two boxes in points (0 when they overlap or touch). */
function gap(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width));
  const dy = Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

/**
 * The elements the selection snaps to: all of `others` when they are at most `limit`, else the
 * `limit` nearest to the selection's boxes (from the document's geometry, nothing measured), in
 * their painting order. Moveable shows an element's guideline only near the moving box
 * (maxSnapElementGuidelineDistance), so on a crowded page the far ones rarely mattered.
 */
export function snapCandidates(
  others: readonly Element[],
  selected: readonly Element[],
  limit = SNAP_CANDIDATES,
): readonly Element[] {
  if (others.length <= limit || selected.length === 0) return others;
  const boxes = selected.map(elementBox);
  const distance = (element: Element) => {
    const box = elementBox(element);
    return Math.min(...boxes.map((around) => gap(around, box)));
  };
  const nearest = new Set(
    others
      .map((element) => ({ element, distance: distance(element) }))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, limit)
      .map(({ element }) => element),
  );
  return others.filter((element) => nearest.has(element));
}
