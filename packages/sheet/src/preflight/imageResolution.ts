import { vectorArtwork } from '../render/svgArtwork.ts';
import type { RenderItem } from '../render/tree.ts';
import { printedItems } from './items.ts';
import type { PreflightIssue } from './types.ts';

/** Below this an image looks soft in offset print. */
export const IMAGE_PPI_WARNING = 300;
/** Below this pixels show: the print is visibly wrong. */
export const IMAGE_PPI_ERROR = 150;

/**
 * The lowest effective resolution of the images among `items`, in pixels per inch at their
 * placed size: pixels / (points / 72). The placed size is the image item's, not the box's:
 * an image drawn with cover is placed larger than its box and clipped, and that enlargement
 * is what lowers its resolution. The lower of the two axes counts. Vector artwork (an SVG
 * printed as vectors) has no resolution and is not counted.
 */
export function lowestImagePpi(items: readonly RenderItem[]): number | null {
  let lowest: number | null = null;
  for (const item of printedItems(items)) {
    if (item.kind !== 'image' || item.width <= 0 || item.height <= 0) continue;
    // Vector artwork has no pixels: it prints sharp at any size (its "pixel" size is a unit).
    if (vectorArtwork(item.asset)) continue;
    const ppi = Math.min(
      item.asset.width / (item.width / 72),
      item.asset.height / (item.height / 72),
    );
    if (lowest === null || ppi < lowest) lowest = ppi;
  }
  return lowest;
}

/** An image below 300 ppi at its placed size (a warning), or below 150 (an error). */
export function checkImageResolution(items: readonly RenderItem[]): PreflightIssue[] {
  const ppi = lowestImagePpi(items);
  if (ppi === null || ppi >= IMAGE_PPI_WARNING) return [];
  const error = ppi < IMAGE_PPI_ERROR;
  return [
    {
      check: 'imageResolution',
      severity: error ? 'error' : 'warning',
      // Rounded down (never better than it is), past float noise: 1000 px over 300 pt is 240.
      ppi: Math.floor(ppi + 1e-6),
      required: error ? IMAGE_PPI_ERROR : IMAGE_PPI_WARNING,
    },
  ];
}
