import {
  backgroundItems,
  contentBox,
  DEFAULT_TEXT_LANGUAGE,
  type ElementLayout,
  type LayoutContext,
  textColor,
} from '../../layout/element.ts';
import { layoutRichText } from '../../layout/text.ts';
import type { ElementOf } from '../../model/element.ts';
import { parseRichTextShared } from '../../richtext/parse.ts';
import { elementFamily } from '../fontFamily.ts';
import { DEFAULT_FONT_SIZE } from './schema.ts';

/** Lays out a text element: background, then its rich text in the box inside the padding. */
export function layoutText(element: ElementOf<'p'>, ctx: LayoutContext): ElementLayout {
  const { style } = element.config;
  const text = layoutRichText(parseRichTextShared(element.config.text), contentBox(style), {
    fonts: ctx.fonts,
    family: elementFamily(element.config.fontFamily, ctx),
    baseSize: element.config.fontSize ?? DEFAULT_FONT_SIZE,
    color: textColor(style),
    align: style.textAlign,
    shrinkToFit: element.config.shrinkToFit === true,
    language: ctx.language ?? DEFAULT_TEXT_LANGUAGE,
    hyphenate: element.config.hyphenate !== false,
    avoidRunts: element.config.avoidRunts !== false,
  });
  return {
    items: [...backgroundItems(style), ...text.items],
    overflow: text.overflow,
    overflowHeight: text.overflowHeight,
  };
}
