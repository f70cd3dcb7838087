import type { Box } from '../layout/text.ts';
import { PRINT_BLEED } from '../render/bleed.ts';
import type { RenderItem } from '../render/tree.ts';
import { printedItems } from './items.ts';
import type { PageEdge, PreflightIssue } from './types.ts';

/**
 * How close to the trim edge an edge counts as touching it: about the cutting tolerance of a
 * guillotine (1 mm). An edge this close that stops short of the bleed leaves a white sliver
 * wherever the cut lands a little outside.
 */
export const BLEED_TOUCH_TOLERANCE = (1 / 25.4) * 72;
/** Rounding of stored positions: an edge 0.01 pt beyond the page still only touches it. */
const EPSILON = 0.01;

/** Whether the element paints an area (a background, an image, a filled shape) up to its box. */
function paintsArea(items: readonly RenderItem[]): boolean {
  for (const item of printedItems(items)) {
    if (item.kind === 'rect' || item.kind === 'image') return true;
    if (item.kind === 'path' && item.fill !== undefined) return true;
  }
  return false;
}

const touches = (gap: number) => gap >= -EPSILON && gap <= BLEED_TOUCH_TOLERANCE;

/**
 * Edges of an element's box that lie on the trim edge (within the tolerance) without
 * reaching beyond it into the 3 mm bleed. Only elements that paint an area count: text
 * without a background near the edge is a margin question, not a bleed one.
 */
export function checkBleed(
  box: Box,
  items: readonly RenderItem[],
  page: { width: number; height: number },
): PreflightIssue[] {
  if (box.width <= 0 || box.height <= 0 || !paintsArea(items)) return [];
  const gaps: Record<PageEdge, number> = {
    left: box.x,
    top: box.y,
    right: page.width - (box.x + box.width),
    bottom: page.height - (box.y + box.height),
  };
  const edges = (Object.keys(gaps) as PageEdge[]).filter((edge) => touches(gaps[edge]));
  if (edges.length === 0) return [];
  return [
    { check: 'bleed', severity: 'warning', edges, bleed: Math.round(PRINT_BLEED * 100) / 100 },
  ];
}
