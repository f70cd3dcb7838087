import type { Element } from '@pms/sheet/browser';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An element's box on the page, in points. */
export function elementBox(element: Element): Rect {
  const { left, top, width, height } = element.config.style;
  return { x: left, y: top, width, height };
}

/** Whether two rectangles overlap (touching counts), for the drag-to-select rectangle. */
export function intersects(a: Rect, b: Rect): boolean {
  return (
    a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height
  );
}

/** The rectangle spanned by two corners, in any order. */
export function spanned(ax: number, ay: number, bx: number, by: number): Rect {
  return {
    x: Math.min(ax, bx),
    y: Math.min(ay, by),
    width: Math.abs(bx - ax),
    height: Math.abs(by - ay),
  };
}

/** Points rounded to a hundredth: what the mouse can mean, without float noise. */
export function roundPt(value: number): number {
  return Math.round(value * 100) / 100;
}
