import { vectorArtwork } from '../render/svgArtwork.ts';
import { strokeShareOfWidth } from '../render/svgArtworkPdf.ts';
import type { ImageAsset, RenderItem } from '../render/tree.ts';
import { printedItems } from './items.ts';
import type { PreflightIssue } from './types.ts';

/** Thinner lines break up or vanish on press: the usual printers' minimum. */
export const MIN_LINE_WIDTH = 0.25;

/** Stroke widths in points of vector artwork placed `width` points wide; none for a raster. */
function artworkStrokes(asset: ImageAsset, width: number): number[] {
  const artwork = vectorArtwork(asset);
  if (!artwork) return [];
  return artwork.shapes
    .filter((shape) => shape.stroke)
    .map((shape) => strokeShareOfWidth(artwork, shape) * width);
}

/**
 * Line items, stroked paths and strokes of vector artwork thinner than 0.25 pt: the
 * thinnest, and how many there are.
 */
export function checkThinLines(items: readonly RenderItem[]): PreflightIssue[] {
  let thinnest = Number.POSITIVE_INFINITY;
  let count = 0;
  for (const item of printedItems(items)) {
    let width: number | undefined;
    if (item.kind === 'line') width = item.width;
    else if (item.kind === 'path' && item.stroke !== undefined) width = item.strokeWidth ?? 1;
    else if (item.kind === 'image') {
      // An SVG's strokes at the size it is placed: a 0.1 pt hairline drawn in the artwork.
      for (const line of artworkStrokes(item.asset, item.width)) {
        if (line <= 0 || line >= MIN_LINE_WIDTH) continue;
        count++;
        thinnest = Math.min(thinnest, line);
      }
    }
    // A zero width draws nothing at all; only a visible but too thin line is a problem.
    if (width === undefined || width <= 0 || width >= MIN_LINE_WIDTH) continue;
    count++;
    thinnest = Math.min(thinnest, width);
  }
  if (count === 0) return [];
  return [
    {
      check: 'thinLines',
      severity: 'warning',
      width: Math.round(thinnest * 1000) / 1000,
      count,
      minimum: MIN_LINE_WIDTH,
    },
  ];
}
