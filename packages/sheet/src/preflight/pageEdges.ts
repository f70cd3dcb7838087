// What the cut takes away (issue #44): the print PDF is clipped to the bleed box and the
// screen files to the trim, so content beyond the bleed never prints, and text that crosses
// the trim edge is cut through on every copy. Both are findings here, from the element's
// items as drawn (its own clips applied), not from its box: an image that covers its box and
// a text that overflows it reach where the box does not.
import type { Box } from '../layout/text.ts';
import { PRINT_BLEED } from '../render/bleed.ts';
import type { RenderItem } from '../render/tree.ts';
import type { PageEdge, PreflightIssue } from './types.ts';

/** A box by its edges, in page points. */
interface Edges {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Rounding of stored positions: an edge 0.01 pt beyond a line still only touches it. */
const EPSILON = 0.01;
/**
 * Where glyphs ink above and below their baseline, in ems: about the cap height and accents
 * above, the descenders below. Preflight has no font outlines; a run's box by these is a
 * little larger than its ink, never smaller for Latin, Greek and Cyrillic text.
 */
const ASCENT = 0.8;
const DESCENT = 0.25;

const EVERYWHERE: Edges = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };

const edgesOf = (box: Box): Edges => ({
  x0: box.x,
  y0: box.y,
  x1: box.x + box.width,
  y1: box.y + box.height,
});

function intersect(a: Edges, b: Edges): Edges {
  return {
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  };
}

const isEmpty = (box: Edges) => box.x0 >= box.x1 || box.y0 >= box.y1;

/**
 * Where an item may put ink. A path's data is not read: the element's box stands for it,
 * which is where layout draws icons, labels and QR codes.
 */
function itemEdges(item: Exclude<RenderItem, { kind: 'clip' }>, elementBox: Edges): Edges {
  switch (item.kind) {
    case 'rect':
    case 'image':
      return edgesOf(item);
    case 'line': {
      const half = item.width / 2;
      return {
        x0: Math.min(item.x1, item.x2) - half,
        y0: Math.min(item.y1, item.y2) - half,
        x1: Math.max(item.x1, item.x2) + half,
        y1: Math.max(item.y1, item.y2) + half,
      };
    }
    case 'glyphs': {
      const first = item.glyphs[0];
      const last = item.glyphs[item.glyphs.length - 1];
      const x0 = first?.x ?? item.x;
      return {
        x0,
        y0: item.y - ASCENT * item.fontSize,
        x1: last ? last.x + last.advance : x0,
        y1: item.y + DESCENT * item.fontSize,
      };
    }
    case 'path':
      return elementBox;
  }
}

/** Each printed item's extent within its clips; designer aids and clipped-away items drop out. */
function* drawnExtents(
  items: readonly RenderItem[],
  elementBox: Edges,
  clip: Edges = EVERYWHERE,
): Generator<{ item: RenderItem; edges: Edges }> {
  for (const item of items) {
    if (item.kind === 'clip') {
      yield* drawnExtents(item.items, elementBox, intersect(clip, edgesOf(item)));
      continue;
    }
    if (item.aid) continue;
    const edges = intersect(itemEdges(item, elementBox), clip);
    if (!isEmpty(edges)) yield { item, edges };
  }
}

/** How far `edges` reach beyond each edge of the page (negative: inside it). */
function reachBeyond(edges: Edges, page: { width: number; height: number }) {
  return {
    left: -edges.x0,
    top: -edges.y0,
    right: edges.x1 - page.width,
    bottom: edges.y1 - page.height,
  } satisfies Record<PageEdge, number>;
}

const PAGE_EDGES: readonly PageEdge[] = ['left', 'top', 'right', 'bottom'];
const tenth = (points: number) => Math.ceil(points * 10) / 10;

/**
 * Content that reaches beyond the bleed: the print PDF is clipped to the bleed box, so that
 * part is never printed (an image placed larger than the page is the usual cause, and often
 * intended: a warning). `reach` is the farthest it goes beyond the trim, in points. Text is
 * left to checkTextCrossesTrim, which reports it sooner, at the trim.
 */
export function checkBeyondBleed(
  box: Box,
  items: readonly RenderItem[],
  page: { width: number; height: number },
): PreflightIssue[] {
  const reach: Record<PageEdge, number> = { left: 0, top: 0, right: 0, bottom: 0 };
  for (const { item, edges } of drawnExtents(items, edgesOf(box))) {
    // Text past the trim is already an error of its own (checkTextCrossesTrim).
    if (item.kind === 'glyphs') continue;
    const beyond = reachBeyond(edges, page);
    for (const edge of PAGE_EDGES) reach[edge] = Math.max(reach[edge], beyond[edge]);
  }
  const edges = PAGE_EDGES.filter((edge) => reach[edge] > PRINT_BLEED + EPSILON);
  if (edges.length === 0) return [];
  const farthest = Math.max(...edges.map((edge) => reach[edge]));
  return [
    {
      check: 'beyondBleed',
      severity: 'warning',
      edges,
      reach: tenth(farthest),
      bleed: Math.round(PRINT_BLEED * 100) / 100,
    },
  ];
}

/**
 * Text that crosses the trim edge or lies beyond it: the cut goes through its letters (or
 * takes them all), on paper as in the screen files. An error, since no reader gets the text.
 */
export function checkTextCrossesTrim(
  box: Box,
  items: readonly RenderItem[],
  page: { width: number; height: number },
): PreflightIssue[] {
  const crossed = new Set<PageEdge>();
  for (const { item, edges } of drawnExtents(items, edgesOf(box))) {
    if (item.kind !== 'glyphs' || item.glyphs.length === 0) continue;
    const beyond = reachBeyond(edges, page);
    for (const edge of PAGE_EDGES) if (beyond[edge] > EPSILON) crossed.add(edge);
  }
  if (crossed.size === 0) return [];
  const edges = PAGE_EDGES.filter((edge) => crossed.has(edge));
  return [{ check: 'textCrossesTrim', severity: 'error', edges }];
}
