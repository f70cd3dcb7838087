import { Resvg } from '@resvg/resvg-js';
import { renderSvg, type SvgOptions } from '../render/svg.ts';
import type { RenderPage } from '../render/tree.ts';

/** How a page is rasterised: the SVG options (images always embedded) and a resolution. */
export interface PngOptions extends Omit<SvgOptions, 'imageHref' | 'pageGap' | 'idPrefix'> {
  /** Pixels per inch; 150 by default (A4 is then 1240 x 1754 pixels). */
  dpi?: number;
}

/** A rendered PNG file and its size in pixels. */
export interface PngImage {
  png: Uint8Array;
  width: number;
  height: number;
}

/** The default resolution: sharp on screen, small enough to mail. */
export const DEFAULT_PNG_DPI = 150;

/**
 * Rasterises one render page to PNG through the SVG renderer and resvg, so the image shows
 * exactly what the editor's SVG shows. Glyphs are outlines in the SVG, so no system font is
 * loaded (which also keeps resvg's start-up out of every export).
 */
export function renderPng(page: RenderPage, options: PngOptions): PngImage {
  const { dpi = DEFAULT_PNG_DPI, ...svgOptions } = options;
  // Images as data: URLs, since resvg resolves no relative URL.
  const svg = renderSvg(page, { ...svgOptions, imageHref: 'data', idPrefix: '' });
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: dpi / 72 },
    font: { loadSystemFonts: false },
    logLevel: 'off',
  });
  const rendered = resvg.render();
  const png = rendered.asPng();
  return {
    png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
    width: rendered.width,
    height: rendered.height,
  };
}
