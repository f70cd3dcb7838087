import { layoutRichTextMiddle } from '../../layout/centred.ts';
import {
  backgroundItems,
  contentBox,
  type ElementLayout,
  type ImageAsset,
  type LayoutContext,
} from '../../layout/element.ts';
import { hasSize, imageItems, imagePlacement, PLACEHOLDER_STROKE } from '../../layout/image.ts';
import { dashedRectPath } from '../../layout/pathData.ts';
import type { Box } from '../../layout/text.ts';
import type { ElementOf } from '../../model/element.ts';
import { asAids, type Path, type RenderItem } from '../../render/tree.ts';
import { parseRichTextShared } from '../../richtext/parse.ts';

/** The word the logo placeholder shows. */
export const LOGO_PLACEHOLDER_TEXT = 'Logo';
/** Dash and gap of the placeholder's outline, in points. */
const DASH = 4;
const GAP = 3;

/** The placeholder's word size: a quarter of the box height, kept readable and modest. */
function placeholderTextSize(box: Box): number {
  return Math.min(24, Math.max(6, box.height / 4));
}

/**
 * Where a logo's image comes from: the dealer's logo wins, then the element's own image.
 * `missing` names an own image whose asset was not supplied.
 */
function logoAsset(
  element: ElementOf<'logo'>,
  ctx: LayoutContext,
): { asset?: ImageAsset; missing: string[] } {
  if (ctx.dealerLogo && hasSize(ctx.dealerLogo)) return { asset: ctx.dealerLogo, missing: [] };
  const url = element.config.src?.contentUrl;
  if (url === undefined || url === '') return { missing: [] };
  const asset = ctx.images.get(url);
  return asset !== undefined && hasSize(asset) ? { asset, missing: [] } : { missing: [url] };
}

/**
 * "Logo goes here": a dashed outline with the word Logo centred in it, in the placeholder grey.
 * A designer aid: the dealer's export shows their own logo, and nothing where they have none.
 */
function logoPlaceholder(box: Box, ctx: LayoutContext): RenderItem[] {
  if (box.width <= 0 || box.height <= 0) return [];
  const inset = 0.5;
  const outline: Path = {
    kind: 'path',
    d: dashedRectPath(
      { x: box.x + inset, y: box.y + inset, width: box.width - 1, height: box.height - 1 },
      DASH,
      GAP,
    ),
    stroke: PLACEHOLDER_STROKE,
    strokeWidth: 1,
    aid: true,
  };
  const word = layoutRichTextMiddle(parseRichTextShared(LOGO_PLACEHOLDER_TEXT), box, {
    fonts: ctx.fonts,
    baseSize: placeholderTextSize(box),
    color: PLACEHOLDER_STROKE,
    align: 'center',
  });
  return [outline, ...asAids(word.items)];
}

/**
 * Lays out a logo element: the dealer's logo (`ctx.dealerLogo`), else the element's own image,
 * fitted (contain by default) like an image element; else a placeholder that reads as
 * "logo goes here", which only the designer shows.
 */
export function layoutLogo(element: ElementOf<'logo'>, ctx: LayoutContext): ElementLayout {
  const { style } = element.config;
  const box = contentBox(style);
  const { asset, missing } = logoAsset(element, ctx);
  const fits = { overflow: false, overflowHeight: 0, missingImages: missing };
  if (asset === undefined) {
    return {
      items: [...backgroundItems(style), ...logoPlaceholder(box, ctx)],
      ...fits,
      placeholder: true,
    };
  }
  return {
    items: [...backgroundItems(style), imageItems(box, asset, imagePlacement(style, 'contain'))],
    ...fits,
  };
}
