// The render tree: absolute primitives that the SVG, PDF and PNG renderers draw one to one.
// Coordinates are PDF points with the origin at the page's top-left corner, y downwards.
// The tree is complete: a renderer draws only what it holds, image bytes included, so no
// caller has a second map of assets to fill (and forget).

/**
 * An image that layout may place and renderers embed: decoded once (at upload, on the server),
 * so layout knows its size for cover and contain and no export decodes it again.
 */
export interface ImageAsset {
  /** The URL the sheet stores (`src.contentUrl`), the key of the asset. */
  src: string;
  /** Intrinsic size in pixels. */
  width: number;
  height: number;
  mimeType: 'image/jpeg' | 'image/png';
  bytes: Uint8Array;
  /** The image prepared for print at upload, which the PDF embeds without decoding it. */
  print?: PrintImage;
}

/**
 * An image in the form a PDF stores it: `color` a grey or RGB JPEG, or an 8-bit grey or RGB
 * PNG without interlace; `alpha` (optional) an 8-bit grey PNG of the same size, the soft mask.
 * Anything else is prepared from `bytes` as usual.
 */
export interface PrintImage {
  color: Uint8Array;
  alpha?: Uint8Array;
  /**
   * The sanitized SVG of vector artwork: the PDF draws its shapes as vectors (svgArtwork.ts)
   * and `color`/`alpha` are the raster it falls back to for what cannot be drawn so.
   */
  vector?: Uint8Array;
}

/**
 * What every drawing primitive may carry. An aid (a placeholder's outline and word) helps the
 * designer's user and is never printed: the SVG draws it only when asked, PDF and PNG never.
 */
interface Drawn {
  aid?: true;
}

/** The four faces of a font family; a glyph run names the family and face its glyph ids belong to. */
export type FontKey = 'regular' | 'bold' | 'italic' | 'boldItalic';

/** A filled rectangle, e.g. an element's background. */
export interface Rect extends Drawn {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  /** A tree colour: `#rrggbb` or `device-cmyk(c m y k)` (render/color.ts). */
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
export interface GlyphRun extends Drawn {
  kind: 'glyphs';
  /** x of the first glyph origin. */
  x: number;
  /** y of the baseline. */
  y: number;
  /** The font family's id in the renderers' FontLibrary (layout/fonts.ts), e.g. 'noto-sans'. */
  family: string;
  /**
   * The family the text was meant to be in, when that family lacks its glyphs and the run is
   * set in the default family instead; preflight names the characters.
   */
  fallbackFor?: string;
  /** The family's face. */
  fontKey: FontKey;
  /** Font size in points. */
  fontSize: number;
  /** A tree colour: `#rrggbb` or `device-cmyk(c m y k)` (render/color.ts). */
  color: string;
  glyphs: PositionedGlyph[];
  /** The run's text, for accessibility, search and tests. */
  text: string;
}

/** A straight stroke, e.g. an underline. */
export interface Line extends Drawn {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Stroke width in points. */
  width: number;
  /** A tree colour: `#rrggbb` or `device-cmyk(c m y k)` (render/color.ts). */
  color: string;
}

/** A raster image scaled into a box (images, logos), with the bytes it draws. */
export interface Image extends Drawn {
  kind: 'image';
  x: number;
  y: number;
  width: number;
  height: number;
  /** The image itself; its `src` is the URL the sheet stores (`/media/abc.jpg`). */
  asset: ImageAsset;
}

/** A vector outline in SVG path syntax (icons, the tyre label; drawn by later renderers). */
export interface Path extends Drawn {
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

/** The items without designer aids, for renderers that print. Clips left empty are dropped. */
export function withoutAids(items: readonly RenderItem[]): RenderItem[] {
  const out: RenderItem[] = [];
  for (const item of items) {
    if (item.kind === 'clip') {
      const inner = withoutAids(item.items);
      if (inner.length > 0)
        out.push(inner.length === item.items.length ? item : { ...item, items: inner });
    } else if (!item.aid) out.push(item);
  }
  return out;
}

/** The items marked as designer aids (see `Drawn.aid`), clips included. */
export function asAids(items: readonly RenderItem[]): RenderItem[] {
  return items.map((item) =>
    item.kind === 'clip' ? { ...item, items: asAids(item.items) } : { ...item, aid: true },
  );
}
