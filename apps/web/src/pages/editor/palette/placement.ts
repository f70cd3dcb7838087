import type { Rect } from '../canvas/geometry';

/** How far each new element steps from one already at its spot, in points. */
export const CASCADE_STEP = 20;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

function inside(box: Box, area: Rect): boolean {
  return (
    box.left >= area.x &&
    box.top >= area.y &&
    box.left + box.width <= area.x + area.width &&
    box.top + box.height <= area.y + area.height
  );
}

/**
 * Where a new element goes, in points: at its type's default spot (SPEC section 3) when the
 * user can see that spot, else centred in the visible part of the page; stepped down and right
 * past every element already starting there, so two new ones never cover each other exactly,
 * and kept inside the page.
 */
export function placeNewElement(
  box: Box,
  page: { width: number; height: number },
  visible: Rect | null,
  taken: readonly { left: number; top: number }[],
): { left: number; top: number } {
  const pageRect = { x: 0, y: 0, width: page.width, height: page.height };
  const area = visible ?? pageRect;
  const start = inside(box, area)
    ? { left: box.left, top: box.top }
    : {
        left: area.x + (area.width - box.width) / 2,
        top: area.y + (area.height - box.height) / 2,
      };
  const fit = (left: number, top: number) => ({
    left: Math.round(clamp(left, 0, page.width - box.width)),
    top: Math.round(clamp(top, 0, page.height - box.height)),
  });
  const occupied = (spot: { left: number; top: number }) =>
    taken.some((t) => Math.abs(t.left - spot.left) < 1 && Math.abs(t.top - spot.top) < 1);
  // Down and to the right first; where the page's corner stops that, down and to the left.
  for (const direction of [1, -1]) {
    for (let step = 0; step < 50; step++) {
      const spot = fit(
        start.left + direction * step * CASCADE_STEP,
        start.top + step * CASCADE_STEP,
      );
      if (!occupied(spot)) return spot;
    }
  }
  return fit(start.left, start.top);
}

/**
 * The part of the page the user can see, in points, from the canvas in the document (the
 * viewport that scrolls and the page inside it); null when there is no canvas.
 */
export function visiblePageRect(): Rect | null {
  const viewport = document.querySelector<HTMLElement>('[data-testid="editor-viewport"]');
  const page = document.querySelector<HTMLElement>('[data-testid="sheet-page"]');
  const scale = Number(page?.dataset.scale);
  if (!viewport || !page || !(scale > 0)) return null;
  const view = viewport.getBoundingClientRect();
  const sheet = page.getBoundingClientRect();
  const left = Math.max(view.left, sheet.left);
  const top = Math.max(view.top, sheet.top);
  const right = Math.min(view.right, sheet.right);
  const bottom = Math.min(view.bottom, sheet.bottom);
  if (right <= left || bottom <= top) return null;
  return {
    x: (left - sheet.left) / scale,
    y: (top - sheet.top) / scale,
    width: (right - left) / scale,
    height: (bottom - top) / scale,
  };
}
