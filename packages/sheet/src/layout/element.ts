import type { Style } from '../model/style.ts';
import type { ImageAsset, Rect, RenderItem } from '../render/tree.ts';
import { normalizeColor } from '../richtext/color.ts';
import type { FontLibrary } from './fonts.ts';
import type { Box } from './text.ts';

export type { ImageAsset, PrintImage } from '../render/tree.ts';

/** Images by their `src`; an image missing here is drawn as a placeholder. */
export type ImageAssets = ReadonlyMap<string, ImageAsset>;

/** What element layout needs besides the element. */
export interface LayoutContext {
  fonts: FontLibrary;
  /**
   * The font family (an id of `fonts`) the sheet's text is set in, e.g. its brand's; the
   * default family when unset. Elements with fonts of their own (the tyre label) ignore it.
   */
  family?: string | undefined;
  images: ImageAssets;
  /** The dealer's logo for the sheet's `ci` brand; a logo element falls back to its own src. */
  dealerLogo?: ImageAsset | null;
  /**
   * Language of the sheet's text (BCP 47 or an interface code, e.g. a regional copy's region's
   * language): picks the hyphenation patterns. English when unset.
   */
  language?: string | undefined;
}

/** The language text is hyphenated in when the layout context names none. */
export const DEFAULT_TEXT_LANGUAGE = 'en';

/** An element laid out: its render items and whether its content overflows its box. */
export interface ElementLayout {
  items: RenderItem[];
  overflow: boolean;
  /** How far the content reaches below the content box, in points; 0 when it fits. */
  overflowHeight: number;
  /** Image URLs the element refers to but `LayoutContext.images` lacks; drawn as placeholders. */
  missingImages?: string[];
  /** A placeholder stands in for the element's image (none chosen, or its asset is missing). */
  placeholder?: boolean;
}

/** The element's box on the page. */
export function borderBox(style: Style): Box {
  return { x: style.left, y: style.top, width: style.width, height: style.height };
}

/** The box inside the padding, never negative in size. */
export function contentBox(style: Style): Box {
  return {
    x: style.left + style.paddingLeft,
    y: style.top + style.paddingTop,
    width: Math.max(0, style.width - style.paddingLeft - style.paddingRight),
    height: Math.max(0, style.height - style.paddingTop - style.paddingBottom),
  };
}

/** The background rectangle, or nothing for an unset or transparent background. */
export function backgroundItems(style: Style): Rect[] {
  const fill = style.backgroundColor;
  if (fill === undefined || fill === 'transparent') return [];
  // Hex in one case for the renderers' caches; a spot colour's ink name keeps its case.
  return [
    { kind: 'rect', ...borderBox(style), fill: fill.startsWith('#') ? fill.toLowerCase() : fill },
  ];
}

/** The element's text colour as a tree colour (`#rrggbb` or `device-cmyk(…)`), black when unset. */
export function textColor(style: Style): string {
  return (style.color && normalizeColor(style.color)) ?? '#000000';
}
