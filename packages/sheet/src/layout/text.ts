import type { RenderItem } from '../render/tree.ts';
import type { Paragraph } from '../richtext/types.ts';
import { appendAll } from './appendAll.ts';
import { DEFAULT_FAMILY, type FontLibrary, faceOf } from './fonts.ts';
import { hyphenationLanguage, hyphenationReady } from './hyphenation.ts';
import { BoundedCache, fontLibraryKey } from './memo.ts';
import { placeLine } from './place.ts';
import { segmentParagraph } from './segments.ts';
import { justifyLine, NO_SPACING } from './spacing.ts';
import { resolveStyle } from './style.ts';
import { breakTotalFit, firstFitForBenchmark } from './totalFit.ts';

export { MAX_WORD_SPACE_STRETCH } from './spacing.ts';

/** Line height as a multiple of the largest font size on the line (CSS `line-height: 1.2`). */
export const LINE_HEIGHT = 1.2;
/**
 * Extra space between paragraphs as a multiple of the base size: half a line, so paragraphs
 * read apart without the full blank line that a browser's default `<p>` margin would give.
 */
export const PARAGRAPH_GAP = 0.5;
/** shrinkToFit lowers the base size in steps of this many points... */
export const SHRINK_STEP = 0.5;
/** ...down to this size, by default. */
export const MIN_FONT_SIZE = 4;

/** A rectangle in page points: the content box of an element, after its padding. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Horizontal alignment of lines in their box; justified text sets its last line left. */
export type TextAlign = 'left' | 'center' | 'right' | 'justify';

/** How rich text is laid out in a box. */
export interface TextLayoutOptions {
  fonts: FontLibrary;
  /** The font family (an id of `fonts`) the text is set in; the default family when unset. */
  family?: string | undefined;
  /** Base size in points that named sizes scale (a text element's fontSize, 10 by default). */
  baseSize: number;
  /** Colour of runs without their own, a tree colour (render/color.ts); black by default. */
  color?: string;
  align?: TextAlign;
  /** Lower the base size in 0.5 pt steps until the text fits the box's height. */
  shrinkToFit?: boolean;
  /** Smallest base size shrinkToFit tries; 4 pt by default. */
  minSize?: number;
  /** Language of the text (BCP 47 or an interface code): picks the hyphenation patterns. */
  language?: string | undefined;
  /** Hyphenate words by the language's patterns; true by default. Soft hyphens always count. */
  hyphenate?: boolean | undefined;
  /** Rebreak a paragraph whose last line would be a runt (see runts.ts); text elements ask. */
  avoidRunts?: boolean | undefined;
}

/** A laid-out line: for tests and the designer's overflow hint. */
export interface LaidOutLine {
  text: string;
  /** Absolute y of the baseline. */
  baseline: number;
  /** Absolute x where the line starts, after alignment. */
  x: number;
  width: number;
}

/** Text laid out in a box: render items and where its lines went. */
export interface TextLayout {
  items: RenderItem[];
  lines: LaidOutLine[];
  /** Height of all lines and paragraph gaps, in points. */
  height: number;
  /** The text is taller than the box. */
  overflow: boolean;
  /** How much taller than the box, 0 when it fits. */
  overflowHeight: number;
  /** Final base size divided by the requested one: below 1 after shrinkToFit. */
  scale: number;
}

const ALIGN_FACTOR: Record<TextAlign, number> = { left: 0, center: 0.5, right: 1, justify: 0 };

function layoutAtSize(
  paragraphs: readonly Paragraph[],
  box: Box,
  options: TextLayoutOptions,
  baseSize: number,
): TextLayout {
  const { fonts } = options;
  const color = options.color ?? '#000000';
  const factor = ALIGN_FACTOR[options.align ?? 'left'];
  const justify = options.align === 'justify';
  const breakOptions = {
    language: hyphenationLanguage(options.language),
    hyphenate: options.hyphenate !== false,
    justify,
    avoidRunts: options.avoidRunts === true,
  };
  const family = options.family ?? DEFAULT_FAMILY;
  const regular = faceOf(fonts, family, 'regular');
  const items: RenderItem[] = [];
  const lines: LaidOutLine[] = [];
  let y = box.y;
  paragraphs.forEach((paragraph, index) => {
    if (index > 0) y += PARAGRAPH_GAP * baseSize;
    const segments = segmentParagraph(fonts, paragraph, (run) =>
      resolveStyle(run, baseSize, color, family),
    );
    const broken = breakTotalFit(fonts, segments, box.width, baseSize, breakOptions);
    broken.forEach((line, lineIndex) => {
      const last = lineIndex === broken.length - 1 || line.hardBreak;
      const spacing = (justify && !last && justifyLine(line, box.width)) || NO_SPACING;
      const drawnWidth = spacing === NO_SPACING ? line.width : box.width;
      const size = line.lineSize;
      const height = LINE_HEIGHT * size;
      // Half-leading as in CSS: the font's ascent-plus-descent box is centred in the line.
      const baseline =
        y + (height - (regular.ascent + regular.descent) * size) / 2 + regular.ascent * size;
      const x = box.x + (box.width - drawnWidth) * factor;
      appendAll(items, placeLine(fonts, line, x, baseline, spacing));
      lines.push({ text: line.pieces.map((p) => p.text).join(''), baseline, x, width: drawnWidth });
      y += height;
    });
  });
  const height = y - box.y;
  const overflowHeight = Math.max(0, height - box.height);
  return { items, lines, height, overflow: overflowHeight > 1e-6, overflowHeight, scale: 1 };
}

// Text layouts by everything they depend on: a warm export lays out no text again.
const layouts = new BoundedCache<TextLayout>(5_000);

/**
 * Lays out rich-text paragraphs in a box: shaping with kerning, UAX #14 line breaks, hard
 * breaks, alignment, sup/sub, underlines; reports overflow and can shrink the text to fit.
 * Layouts are memoized by their inputs, so the result (and its items) is shared: read only.
 */
export function layoutRichText(
  paragraphs: readonly Paragraph[],
  box: Box,
  options: TextLayoutOptions,
): TextLayout {
  const { baseSize, color, align, shrinkToFit, minSize, hyphenate, avoidRunts } = options;
  const language = hyphenationLanguage(options.language);
  // Whether the patterns are loaded changes the breaks: a layout made before must not be reused.
  const patterns = language !== undefined && hyphenationReady(language);
  const key = [
    firstFitForBenchmark(),
    language,
    patterns,
    hyphenate,
    avoidRunts,
    fontLibraryKey(options.fonts),
    options.family,
    baseSize,
    color,
    align,
    shrinkToFit,
    minSize,
    box.x,
    box.y,
    box.width,
    box.height,
    JSON.stringify(paragraphs),
  ].join('|');
  return layouts.get(key, () => layoutUncached(paragraphs, box, options));
}

function layoutUncached(
  paragraphs: readonly Paragraph[],
  box: Box,
  options: TextLayoutOptions,
): TextLayout {
  const first = layoutAtSize(paragraphs, box, options, options.baseSize);
  if (!options.shrinkToFit || !first.overflow) return first;
  const minSize = options.minSize ?? MIN_FONT_SIZE;
  let layout = first;
  // Counting steps instead of subtracting repeatedly keeps the sizes exact multiples.
  for (let step = 1; options.baseSize - step * SHRINK_STEP >= minSize; step++) {
    const size = options.baseSize - step * SHRINK_STEP;
    layout = { ...layoutAtSize(paragraphs, box, options, size), scale: size / options.baseSize };
    if (!layout.overflow) break;
  }
  return layout;
}
