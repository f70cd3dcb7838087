import type { Style } from '../model/style.ts';
import type { Rect, RenderItem } from '../render/tree.ts';
import { normalizeColor } from '../richtext/color.ts';
import type { FontSet } from './fonts.ts';
import type { Box } from './text.ts';

/** What element layout needs besides the element: the fonts (images and more join later). */
export interface LayoutContext {
  fonts: FontSet;
}

/** An element laid out: its render items and whether its content overflows its box. */
export interface ElementLayout {
  items: RenderItem[];
  overflow: boolean;
  /** How far the content reaches below the content box, in points; 0 when it fits. */
  overflowHeight: number;
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
  return [{ kind: 'rect', ...borderBox(style), fill: fill.toLowerCase() }];
}

/** The element's text colour as `#rrggbb`, black when unset. */
export function textColor(style: Style): string {
  return (style.color && normalizeColor(style.color)) ?? '#000000';
}
