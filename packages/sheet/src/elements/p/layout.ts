import {
  backgroundItems,
  contentBox,
  type ElementLayout,
  type LayoutContext,
  textColor,
} from '../../layout/element.ts';
import { nonBreakingParagraphs } from '../../layout/nonBreaking.ts';
import { layoutRichText } from '../../layout/text.ts';
import type { ElementOf } from '../../model/element.ts';
import { parseRichTextShared } from '../../richtext/parse.ts';
import { elementFamily } from '../fontFamily.ts';
import { textLanguage } from '../textLanguage.ts';
import { DEFAULT_FONT_SIZE, DEFAULT_MIN_FONT_SIZE } from './schema.ts';

/** Lays out a text element: background, then its rich text in the box inside the padding. */
export function layoutText(element: ElementOf<'p'>, ctx: LayoutContext): ElementLayout {
  const { style } = element.config;
  const language = textLanguage(element.config.language, ctx);
  const paragraphs = nonBreakingParagraphs(parseRichTextShared(element.config.text), language);
  const text = layoutRichText(paragraphs, contentBox(style), {
    fonts: ctx.fonts,
    family: elementFamily(element.config.fontFamily, ctx),
    baseSize: element.config.fontSize ?? DEFAULT_FONT_SIZE,
    color: textColor(style),
    align: style.textAlign,
    shrinkToFit: element.config.shrinkToFit === true,
    minSize: element.config.minFontSize ?? DEFAULT_MIN_FONT_SIZE,
    language,
    hyphenate: element.config.hyphenate !== false,
    avoidRunts: element.config.avoidRunts !== false,
  });
  return {
    items: [...backgroundItems(style), ...text.items],
    overflow: text.overflow,
    overflowHeight: text.overflowHeight,
  };
}
