import {
  backgroundItems,
  contentBox,
  type ElementLayout,
  type LayoutContext,
} from '../../layout/element.ts';
import { hasSize, imageItems, imagePlaceholder, imagePlacement } from '../../layout/image.ts';
import type { ElementOf } from '../../model/element.ts';

/**
 * Lays out an image element: the background, then the image from `ctx.images` fitted (cover by
 * default) and anchored in the content box and clipped to it. Without a chosen image, or when
 * its asset is not in `ctx.images`, a placeholder is drawn and the layout says so.
 */
export function layoutImage(element: ElementOf<'img'>, ctx: LayoutContext): ElementLayout {
  const { style, src } = element.config;
  const box = contentBox(style);
  const background = backgroundItems(style);
  const fits = { overflow: false, overflowHeight: 0 };
  const url = src?.contentUrl;
  const asset = url === undefined || url === '' ? undefined : ctx.images.get(url);
  if (asset === undefined || !hasSize(asset)) {
    return {
      items: [...background, ...imagePlaceholder(box)],
      ...fits,
      missingImages: url === undefined || url === '' ? [] : [url],
      placeholder: true,
    };
  }
  return {
    items: [...background, imageItems(box, asset, imagePlacement(style, 'cover'))],
    ...fits,
    missingImages: [],
  };
}
