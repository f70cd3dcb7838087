import type { Paragraph } from '../richtext/types.ts';
import { type Box, layoutRichText, type TextLayout, type TextLayoutOptions } from './text.ts';

/**
 * Lays out rich text centred vertically in `box`: measured once, then laid out again lower by
 * half the spare height (shaped words are cached, so the second pass is cheap). Text taller
 * than the box starts at its top and overflows downwards, like every other text.
 */
export function layoutRichTextMiddle(
  paragraphs: readonly Paragraph[],
  box: Box,
  options: TextLayoutOptions,
): TextLayout {
  const measured = layoutRichText(
    paragraphs,
    { ...box, height: Number.POSITIVE_INFINITY },
    options,
  );
  const offset = Math.max(0, (box.height - measured.height) / 2);
  if (offset === 0) return layoutRichText(paragraphs, box, options);
  return layoutRichText(
    paragraphs,
    { ...box, y: box.y + offset, height: box.height - offset },
    options,
  );
}
