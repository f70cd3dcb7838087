import { appendAll } from '../../layout/appendAll.ts';
import { layoutRichTextMiddle } from '../../layout/centred.ts';
import {
  backgroundItems,
  contentBox,
  type ElementLayout,
  type LayoutContext,
  textColor,
} from '../../layout/element.ts';
import type { ElementOf } from '../../model/element.ts';
import type { RenderItem } from '../../render/tree.ts';
import { parseRichTextShared } from '../../richtext/parse.ts';
import { elementFamily } from '../fontFamily.ts';
import { DEFAULT_FONT_SIZE } from '../p/schema.ts';
import { iconItems } from './artwork.ts';

/** Rows lower than this many points draw the mini pictograms: the full ones' detail would blur. */
export const MINI_ICON_THRESHOLD = 14;
/** Space between a row's icon and its text, in em of the base size. */
export const ICON_TEXT_GAP = 0.5;
/** Base size of the line texts: that of a text element, so icons sit with body copy. */
export const ICON_TEXT_SIZE = DEFAULT_FONT_SIZE;

/**
 * Lays out an icons element. The lines share the content box's height evenly, so the designer
 * sizes the rows by sizing the box; each row holds the feature's pictogram, a square as high as
 * the row at its left, and the line's rich text beside it, centred vertically. Overflow means
 * a line's text is taller than its row; `overflowHeight` is the largest such excess.
 */
export function layoutIcons(element: ElementOf<'icons'>, ctx: LayoutContext): ElementLayout {
  const { style, lines } = element.config;
  const box = contentBox(style);
  const color = textColor(style);
  const items: RenderItem[] = [...backgroundItems(style)];
  let overflowHeight = 0;
  if (lines.length === 0) return { items, overflow: false, overflowHeight };
  const rowHeight = box.height / lines.length;
  const side = Math.min(rowHeight, box.width);
  const mini = rowHeight < MINI_ICON_THRESHOLD;
  const textX = side + ICON_TEXT_GAP * ICON_TEXT_SIZE;
  const family = elementFamily(element.config.fontFamily, ctx);
  lines.forEach((line, index) => {
    const top = box.y + index * rowHeight;
    const square = { x: box.x, y: top + (rowHeight - side) / 2, width: side, height: side };
    if (side > 0) items.push(iconItems(line.feature, square, color, mini));
    const text = layoutRichTextMiddle(
      parseRichTextShared(line.text),
      { x: box.x + textX, y: top, width: Math.max(0, box.width - textX), height: rowHeight },
      {
        fonts: ctx.fonts,
        family,
        baseSize: ICON_TEXT_SIZE,
        color,
        align: style.textAlign,
      },
    );
    appendAll(items, text.items);
    overflowHeight = Math.max(overflowHeight, text.overflowHeight);
  });
  return { items, overflow: overflowHeight > 1e-6, overflowHeight };
}
