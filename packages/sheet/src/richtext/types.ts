import type { TextSize } from './sizes.ts';

/** Vertical position of a run: normal, superscript (`<sup>`) or subscript (`<sub>`). */
export type Baseline = 'normal' | 'super' | 'sub';

/**
 * A stretch of text with one formatting. A hard line break (`<br>`) is a `\n` inside `text`;
 * whitespace is already collapsed as HTML would.
 */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  baseline: Baseline;
  /** Named size relative to the element's base size; `m` when unmarked. */
  size: TextSize;
  /** A tree colour (`#rrggbb` or `device-cmyk(c m y k)`); absent means the element's colour. */
  color?: string;
}

/** One paragraph (`<p>`); an empty paragraph is an empty line. */
export interface Paragraph {
  runs: Run[];
}
