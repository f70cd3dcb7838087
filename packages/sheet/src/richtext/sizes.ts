/** Named text sizes of the rich-text subset, smallest first; XXS is meant for disclaimers. */
export const TEXT_SIZES = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl'] as const;

/** A named text size (`data-size` on a `<span>`). */
export type TextSize = (typeof TEXT_SIZES)[number];

/**
 * Point size of each named size as a multiple of the element's base size (a text element's
 * `fontSize`, 10 pt unless set): XXS 0.6, XS 0.75, S 0.875, M 1, L 1.25, XL 1.5, XXL 2.
 */
export const SIZE_RATIOS: Readonly<Record<TextSize, number>> = {
  xxs: 0.6,
  xs: 0.75,
  s: 0.875,
  m: 1,
  l: 1.25,
  xl: 1.5,
  xxl: 2,
};

/** Whether a value names a text size. */
export function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

/** The point size of a named size for a base size in points. */
export function sizeInPoints(size: TextSize, baseSize: number): number {
  return SIZE_RATIOS[size] * baseSize;
}
