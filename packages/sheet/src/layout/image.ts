// Fitting an image into an element's box (CSS background-size and background-position), and
// the placeholder drawn where an image is missing. Shared by the image and logo elements.
import type { Style } from '../model/style.ts';
import type { Clip, Path, Rect, RenderItem } from '../render/tree.ts';
import type { ImageAsset } from './element.ts';
import { polyline, rectPath } from './pathData.ts';
import type { Box } from './text.ts';

/** How an image fills its box: cover fills it and crops, contain shows all and letterboxes. */
export type ImageFit = 'cover' | 'contain';
/** Horizontal anchor of an image in its box. */
export type ImagePositionX = 'left' | 'center' | 'right';
/** Vertical anchor of an image in its box. */
export type ImagePositionY = 'top' | 'center' | 'bottom';

/** Where an image sits: fit plus one of the 9 anchor positions. */
export interface ImagePlacement {
  fit: ImageFit;
  x: ImagePositionX;
  y: ImagePositionY;
}

const ANCHOR: Record<ImagePositionX | ImagePositionY, number> = {
  left: 0,
  top: 0,
  center: 0.5,
  right: 1,
  bottom: 1,
};

/** Colour of the placeholder's area: a neutral light grey that reads as "empty" on white. */
export const PLACEHOLDER_FILL = '#e6e6e6';
/** Colour of the placeholder's outline and cross. */
export const PLACEHOLDER_STROKE = '#9e9e9e';
/** Stroke width of the placeholder's lines, in points. */
export const PLACEHOLDER_STROKE_WIDTH = 1;

/** The placement a style asks for, with the element type's default fit; anchors default to centre. */
export function imagePlacement(style: Style, defaultFit: ImageFit): ImagePlacement {
  return {
    fit: style.backgroundSize ?? defaultFit,
    x: style.backgroundPositionX ?? 'center',
    y: style.backgroundPositionY ?? 'center',
  };
}

/**
 * The rectangle an image of `width` x `height` (any unit: only the ratio counts) occupies
 * when fitted into `box`: scaled uniformly to cover or fit inside it, then anchored so that
 * the leftover (negative for cover) is split by the anchor, as CSS background-position does.
 */
export function fitImage(
  box: Box,
  image: { width: number; height: number },
  placement: ImagePlacement,
): Box {
  const sx = box.width / image.width;
  const sy = box.height / image.height;
  const scale = placement.fit === 'cover' ? Math.max(sx, sy) : Math.min(sx, sy);
  const width = image.width * scale;
  const height = image.height * scale;
  return {
    x: box.x + (box.width - width) * ANCHOR[placement.x],
    y: box.y + (box.height - height) * ANCHOR[placement.y],
    width,
    height,
  };
}

/** Whether an asset has a size that can be fitted (a broken upload may report 0). */
export function hasSize(asset: ImageAsset): boolean {
  return asset.width > 0 && asset.height > 0;
}

/**
 * The image fitted into `box`, inside a clip to `box`: cover overflows the box and is cropped
 * there; contain never does, but the clip keeps the two cases alike for renderers and rounding.
 */
export function imageItems(box: Box, asset: ImageAsset, placement: ImagePlacement): Clip {
  const fitted = fitImage(box, asset, placement);
  return { kind: 'clip', ...box, items: [{ kind: 'image', ...fitted, asset }] };
}

/**
 * A neutral stand-in for a missing image: a light grey area with an outline and a cross, so
 * the editor shows the box. A designer aid: no export prints it (see `withoutAids`).
 */
export function imagePlaceholder(box: Box): RenderItem[] {
  if (box.width <= 0 || box.height <= 0) return [];
  // Inset by half the stroke so the outline stays inside the box.
  const inset = Math.min(PLACEHOLDER_STROKE_WIDTH / 2, box.width / 2, box.height / 2);
  const inner = {
    x: box.x + inset,
    y: box.y + inset,
    width: box.width - 2 * inset,
    height: box.height - 2 * inset,
  };
  const right = inner.x + inner.width;
  const bottom = inner.y + inner.height;
  const area: Rect = { kind: 'rect', ...box, fill: PLACEHOLDER_FILL, aid: true };
  const cross: Path = {
    kind: 'path',
    d: [
      rectPath(inner),
      polyline([
        [inner.x, inner.y],
        [right, bottom],
      ]),
      polyline([
        [right, inner.y],
        [inner.x, bottom],
      ]),
    ].join(' '),
    stroke: PLACEHOLDER_STROKE,
    strokeWidth: PLACEHOLDER_STROKE_WIDTH,
    aid: true,
  };
  return [area, cross];
}
