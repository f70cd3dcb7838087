// The render tree: absolute primitives that the SVG, PDF and PNG renderers draw one to one.
// Coordinates are PDF points with the origin at the page's top-left corner, y downwards.

/** The four faces of a font family; a glyph run names the face its glyph ids belong to. */
export type FontKey = 'regular' | 'bold' | 'italic' | 'boldItalic';

/** A filled rectangle, e.g. an element's background. */
export interface Rect {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  /** `#rrggbb`. */
  fill: string;
}

/** One positioned glyph of a glyph run. */
export interface PositionedGlyph {
  /** Glyph id in the run's font face; never 0 (.notdef) for text the fonts cover. */
  id: number;
  /** Absolute x of the glyph origin on the page. */
  x: number;
  /** Advance width in points, after kerning. */
  advance: number;
  /** The Unicode code points the glyph stands for (several for a ligature): for PDF text extraction. */
  codePoints: number[];
}

/** Shaped text in one face, size and colour on one baseline. */
export interface GlyphRun {
  kind: 'glyphs';
  /** x of the first glyph origin. */
  x: number;
  /** y of the baseline. */
  y: number;
  fontKey: FontKey;
  /** Font size in points. */
  fontSize: number;
  /** `#rrggbb`. */
  color: string;
  glyphs: PositionedGlyph[];
  /** The run's text, for accessibility, search and tests. */
  text: string;
}

/** A straight stroke, e.g. an underline. */
export interface Line {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Stroke width in points. */
  width: number;
  /** `#rrggbb`. */
  color: string;
}

/** A raster or vector image scaled into a box (images, logos; drawn by later renderers). */
export interface Image {
  kind: 'image';
  x: number;
  y: number;
  width: number;
  height: number;
  /** URL of the image file, as stored in the sheet (`/media/abc.jpg`). */
  src: string;
}

/** A vector outline in SVG path syntax (icons, the tyre label; drawn by later renderers). */
export interface Path {
  kind: 'path';
  /** SVG path data in page coordinates. */
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

/** Items drawn only inside a rectangle, e.g. an image cropped to its element's box. */
export interface Clip {
  kind: 'clip';
  x: number;
  y: number;
  width: number;
  height: number;
  items: RenderItem[];
}

/** Any primitive of the render tree. */
export type RenderItem = Rect | GlyphRun | Line | Image | Path | Clip;

/** One laid-out page: its size in points and its items in painting order. */
export interface RenderPage {
  width: number;
  height: number;
  items: RenderItem[];
}
