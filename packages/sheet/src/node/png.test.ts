import { Resvg } from '@resvg/resvg-js';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { notoSans } from '../testing/fonts.ts';
import { A4, samplePage, sampleText } from '../testing/renderSample.ts';
import { renderPng } from './png.ts';
import { encodePng } from './pngEncode.ts';

const fonts = notoSans();

/** Decodes the PNG (with mupdf, already a dev dependency) and reads pixels at page points. */
function pixelsOf(png: Uint8Array, dpi: number) {
  const pixmap = new mupdf.Image(png).toPixmap();
  const pixels = pixmap.getPixels();
  const stride = pixmap.getStride();
  const n = stride / pixmap.getWidth();
  const scale = dpi / 72;
  return (x: number, y: number) => {
    const i = Math.floor(y * scale) * stride + Math.floor(x * scale) * n;
    return [...pixels.slice(i, i + 3)];
  };
}

describe('renderPng', () => {
  it('renders A4 at 150 dpi as 1240 x 1754 pixels', () => {
    const { width, height, png } = renderPng({ ...A4, items: [] }, { fonts });
    expect([width, height]).toEqual([1240, 1754]);
    expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  });

  it('follows the dpi', () => {
    const { width, height } = renderPng({ ...A4, items: [] }, { fonts, dpi: 72 });
    expect([width, height]).toEqual([595, 842]);
  });

  it('paints rects, images and clips in their colours on white paper', () => {
    const { page, images } = samplePage(fonts);
    const at = pixelsOf(renderPng(page, { fonts, images }).png, 150);
    expect(at(100, 350)).toEqual([0, 160, 0]); // inside the green rect
    expect(at(300, 25)).toEqual([255, 0, 0]); // inside the red band
    expect(at(65, 435)).toEqual([28, 105, 212]); // image corner
    expect(at(300, 435)).toEqual([255, 255, 255]); // clipped away: paper
    expect(at(500, 700)).toEqual([255, 255, 255]);
  });

  it('draws text without any system font: the glyph outlines ink the line', () => {
    const layout = sampleText(fonts);
    const [line] = layout.lines;
    if (!line) throw new Error('no line');
    const at = pixelsOf(renderPng({ ...A4, items: layout.items }, { fonts }).png, 150);
    let inked = 0;
    for (let x = line.x; x < line.x + line.width; x += 0.5) {
      const [r = 255] = at(x, line.baseline - 3);
      if (r < 128) inked++;
    }
    expect(inked).toBeGreaterThan(20);
  });
});

describe('encodePng', () => {
  /** Straight RGBA of a PNG, decoded by mupdf (alpha kept). */
  function decode(png: Uint8Array) {
    const pixmap = new mupdf.Image(png).toPixmap();
    return {
      width: pixmap.getWidth(),
      height: pixmap.getHeight(),
      n: pixmap.getNumberOfComponents() + (pixmap.getAlpha() ? 1 : 0),
      pixels: [...pixmap.getPixels()],
    };
  }

  it('decodes to the pixels resvg’s own encoder writes, alpha included', () => {
    // Half-transparent colour on a transparent background: the encoder must divide it back out.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">' +
      '<rect x="0" y="0" width="25" height="30" fill="#1c69d4"/>' +
      '<rect x="10.5" y="5" width="20" height="20" fill="#ff8000" fill-opacity="0.5"/></svg>';
    const rendered = new Resvg(svg).render();
    const ours = decode(encodePng(rendered.pixels, rendered.width, rendered.height));
    const theirs = decode(new Uint8Array(rendered.asPng()));
    expect([ours.width, ours.height]).toEqual([40, 30]);
    expect(ours).toEqual(theirs);
  });

  it('renders a page twice to the same PNG (image tiles are cached, not changed)', () => {
    const { page, images } = samplePage(fonts);
    const first = renderPng(page, { fonts, images });
    const second = renderPng(page, { fonts, images });
    expect(second.png).toEqual(first.png);
  });
});
