import { appendAll } from '../../layout/appendAll.ts';
import {
  backgroundItems,
  contentBox,
  type ElementLayout,
  type LayoutContext,
  textColor,
} from '../../layout/element.ts';
import { DEFAULT_FAMILY, faceOf } from '../../layout/fonts.ts';
import { nonBreakingParagraphs } from '../../layout/nonBreaking.ts';
import { placeLine } from '../../layout/place.ts';
import { shapePiece } from '../../layout/segments.ts';
import { resolveStyle } from '../../layout/style.ts';
import { layoutRichText } from '../../layout/text.ts';
import type { ElementOf } from '../../model/element.ts';
import type { RenderItem } from '../../render/tree.ts';
import { parseRichTextShared } from '../../richtext/parse.ts';
import type { Paragraph } from '../../richtext/types.ts';
import { elementFamily } from '../fontFamily.ts';
import { textLanguage } from '../textLanguage.ts';
import type { UlConfig } from './schema.ts';

/**
 * Base size in points per list size: s 8, m 10 (the text element's default), l 12. Named sizes
 * inside an item scale this base like they scale a text element's fontSize.
 */
export const LIST_SIZES: Readonly<Record<UlConfig['listSize'], number>> = { s: 8, m: 10, l: 12 };
/** Hanging indent of the item text, in em of the base size: the bullet and a gap. */
export const BULLET_INDENT = 1;
/** Space between items, in em of the base size: tighter than between paragraphs. */
export const ITEM_GAP = 0.25;
/** The bullet character, drawn in the regular face at the base size. */
export const BULLET = '•';

const EMPTY_ITEM: Paragraph[] = [{ runs: [] }];

/** The list's family when it has a bullet, else the default family's bullet. */
function bulletFamily(ctx: LayoutContext, own: string | undefined): string {
  const family = own ?? DEFAULT_FAMILY;
  const covered = faceOf(ctx.fonts, family, 'regular').font.hasGlyphForCodePoint(0x2022);
  return covered ? family : DEFAULT_FAMILY;
}

/**
 * Lays out a list element: per item a bullet on the first line's baseline and the item's text
 * indented beside it, so wrapped lines hang under the text, not under the bullet.
 */
export function layoutList(element: ElementOf<'ul'>, ctx: LayoutContext): ElementLayout {
  const { style, items, listSize } = element.config;
  const box = contentBox(style);
  const baseSize = LIST_SIZES[listSize];
  const color = textColor(style);
  const indent = BULLET_INDENT * baseSize;
  const family = elementFamily(element.config.fontFamily, ctx);
  const language = textLanguage(element.config.language, ctx);
  const bulletStyle = resolveStyle(
    { bold: false, italic: false, underline: false, baseline: 'normal', size: 'm' },
    baseSize,
    color,
    bulletFamily(ctx, family),
  );
  const bullet = shapePiece(ctx.fonts, bulletStyle, BULLET);
  const drawn: RenderItem[] = [];
  let y = box.y;
  items.forEach((html, index) => {
    if (index > 0) y += ITEM_GAP * baseSize;
    const paragraphs = nonBreakingParagraphs(parseRichTextShared(html), language);
    const text = layoutRichText(
      paragraphs.length > 0 ? paragraphs : EMPTY_ITEM,
      { x: box.x + indent, y, width: Math.max(0, box.width - indent), height: Infinity },
      {
        fonts: ctx.fonts,
        family,
        baseSize,
        color,
        align: style.textAlign,
        language,
        hyphenate: element.config.hyphenate !== false,
        avoidRunts: element.config.avoidRunts !== false,
      },
    );
    const firstBaseline = text.lines[0]?.baseline ?? y;
    const bulletLine = { pieces: [bullet], width: bullet.width, lineSize: baseSize };
    appendAll(drawn, placeLine(ctx.fonts, bulletLine, box.x, firstBaseline));
    appendAll(drawn, text.items);
    y += text.height;
  });
  const overflowHeight = Math.max(0, y - box.y - box.height);
  return {
    items: (backgroundItems(style) as RenderItem[]).concat(drawn),
    overflow: overflowHeight > 1e-6,
    overflowHeight,
  };
}
