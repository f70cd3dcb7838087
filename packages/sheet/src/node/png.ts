import { Resvg } from '@resvg/resvg-js';
import { renderSvg, type SvgOptions } from '../render/svg.ts';
import type { RenderPage } from '../render/tree.ts';
import { tileImages } from './imageTiles.ts';
import { encodePng } from './pngEncode.ts';

/** How a page is rasterised: the SVG options (images always embedded) and a resolution. */
export interface PngOptions
  extends Omit<SvgOptions, 'imageHref' | 'pageGap' | 'idPrefix' | 'crispImages'> {
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
 * loaded (which also keeps resvg's start-up out of every export). Images come from per-process
 * tiles already on the pixel grid (see imageTiles.ts), and the PNG is written by our encoder.
 */
export function renderPng(page: RenderPage, options: PngOptions): PngImage {
  const { dpi = DEFAULT_PNG_DPI, ...svgOptions } = options;
  const scale = dpi / 72;
  const tiled = tileImages(page, options.images, scale, options.bleed ?? 0);
  // Images as data: URLs, since resvg resolves no relative URL.
  const svg = renderSvg(tiled.page, {
    ...svgOptions,
    images: tiled.images,
    crispImages: tiled.crisp,
    imageHref: 'data',
    idPrefix: '',
  });
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { loadSystemFonts: false },
    logLevel: 'off',
  });
  const rendered = resvg.render();
  return {
    png: encodePng(rendered.pixels, rendered.width, rendered.height),
    width: rendered.width,
    height: rendered.height,
  };
}
