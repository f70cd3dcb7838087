import { Resvg } from '@resvg/resvg-js';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { renderSvg } from '../render/svg.ts';
import type { RenderItem, RenderPage } from '../render/tree.ts';
import { openFonts } from '../testing/fonts.ts';
import { A4, samplePage, sampleText, solidPng } from '../testing/renderSample.ts';
import { renderPng } from './png.ts';
import { encodePng } from './pngEncode.ts';

const fonts = openFonts();

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
    const { page } = samplePage(fonts);
    const at = pixelsOf(renderPng(page, { fonts }).png, 150);
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

/** RGB of every pixel of a PNG, decoded by mupdf (copied out: mupdf's memory may move). */
function rgbOf(png: Uint8Array) {
  const pixmap = new mupdf.Image(png).toPixmap();
  const n = pixmap.getStride() / pixmap.getWidth();
  const pixels = Uint8Array.from(pixmap.getPixels());
  const rgb = new Uint8Array(pixmap.getWidth() * pixmap.getHeight() * 3);
  for (let i = 0, o = 0; o < rgb.length; i += n, o += 3) rgb.set(pixels.subarray(i, i + 3), o);
  return { width: pixmap.getWidth(), height: pixmap.getHeight(), alpha: pixmap.getAlpha(), rgb };
}

/** The page drawn by resvg alone, as the PNG renderer once drew it: every item in the SVG. */
function resvgOnly(page: RenderPage, options: Parameters<typeof renderSvg>[1], dpi = 150) {
  const svg = renderSvg(page, { ...options, idPrefix: '' });
  return new Uint8Array(
    new Resvg(svg, { fitTo: { mode: 'zoom', value: dpi / 72 }, font: { loadSystemFonts: false } })
      .render()
      .asPng(),
  );
}

/** How many channel values differ by more than `tolerance`, and the largest difference. */
function difference(a: Uint8Array, b: Uint8Array, tolerance: number) {
  let over = 0;
  let max = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    if (d > tolerance) over++;
    max = Math.max(max, d);
  }
  return { over, max };
}

describe('renderPng draws tiles over resvg’s pixels', () => {
  it('as resvg draws the whole page: text, paths and clips, bleed included', () => {
    // Images are resampled into their tiles by resvg, not where the page SVG would: left out.
    const { page } = samplePage(fonts);
    const drawnItems = page.items.filter((item) => item.kind !== 'clip' && item.kind !== 'image');
    // The same items again inside a clip with fractional edges: one object in two places.
    const items: RenderItem[] = [...drawnItems];
    items.push({ kind: 'clip', x: 50, y: 60, width: 200.3, height: 40.6, items: drawnItems });
    const drawn = { ...page, items };
    for (const bleed of [0, 3]) {
      const ours = rgbOf(renderPng(drawn, { fonts, bleed }).png);
      const theirs = rgbOf(resvgOnly(drawn, { fonts, bleed }));
      expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
      // Blending rounds by a level; a glyph edge may fall on the other side of one of the
      // rasteriser's quarter-pixel samples. Nothing else may differ.
      const { over, max } = difference(ours.rgb, theirs.rgb, 1);
      expect(over).toBeLessThan(60);
      expect(max).toBeLessThanOrEqual(64);
    }
  });

  it('keeps painting order: what is drawn after an image or text stays on top of it', () => {
    const image = solidPng('/media/red.png', 20, 20, '#ff0000');
    const [run] = sampleText(fonts).items.filter((item) => item.kind === 'glyphs');
    if (run?.kind !== 'glyphs') throw new Error('no run');
    const items: RenderItem[] = [
      { kind: 'image', asset: image, x: 100, y: 100, width: 100, height: 100 },
      { kind: 'rect', x: 120, y: 120, width: 20, height: 20, fill: '#00a000' },
      { ...run, x: 60, y: 300, color: '#000000' },
      { kind: 'rect', x: 0, y: 285, width: 100, height: 20, fill: '#0000ff' },
      // An image over text: the image hides it.
      { ...run, x: 300, y: 300, color: '#000000' },
      { kind: 'image', asset: image, x: 290, y: 280, width: 200, height: 30 },
    ];
    const page = { ...A4, items };
    const at = pixelsOf(renderPng(page, { fonts }).png, 150);
    expect(at(130, 130)).toEqual([0, 160, 0]); // the rect over the image
    expect(at(105, 105)).toEqual([255, 0, 0]); // the image around it
    expect(at(50, 295)).toEqual([0, 0, 255]); // the rect over the text
    expect(at(295, 285)).toEqual([255, 0, 0]); // the image over the text
  });

  it('draws a transparent page with its alpha', () => {
    const { page } = samplePage(fonts);
    const png = renderPng(page, { fonts, background: null }).png;
    const pixmap = new mupdf.Image(png).toPixmap();
    expect(pixmap.getAlpha()).toBeTruthy();
    const pixels = Uint8Array.from(pixmap.getPixels());
    const n = pixmap.getStride() / pixmap.getWidth();
    const alphaAt = (x: number, y: number) =>
      pixels[Math.floor(y * (150 / 72)) * pixmap.getStride() + Math.floor(x * (150 / 72)) * n + 3];
    expect(alphaAt(500, 700)).toBe(0); // no paper
    expect(alphaAt(65, 435)).toBe(255); // the image
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

  it('writes an opaque page as RGB that decodes to the same colours', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="41" height="30">' +
      '<rect width="41" height="30" fill="#ffffff"/>' +
      '<rect x="3.5" y="5" width="20" height="20" fill="#1c69d4"/>' +
      '<circle cx="30" cy="15" r="7.3" fill="#ff8000"/></svg>';
    const rendered = new Resvg(svg).render();
    const png = encodePng(rendered.pixels, rendered.width, rendered.height);
    expect(png[25]).toBe(2); // IHDR colour type: RGB
    const ours = rgbOf(png);
    expect(ours.alpha).toBeFalsy();
    expect(ours.rgb).toEqual(rgbOf(new Uint8Array(rendered.asPng())).rgb);
  });

  it('says its resolution (pHYs) and colour space (sRGB) before the pixels', () => {
    const { page } = samplePage(fonts);
    const png = renderPng(page, { fonts, dpi: 300 }).png;
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    const chunks = new Map<string, Uint8Array>();
    const order: string[] = [];
    for (let at = 8; at < png.length; ) {
      const size = view.getUint32(at);
      const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
      order.push(type);
      chunks.set(type, png.subarray(at + 8, at + 8 + size));
      at += 12 + size;
    }
    expect(order).toEqual(['IHDR', 'sRGB', 'pHYs', 'IDAT', 'IEND']);
    expect([...(chunks.get('sRGB') ?? [])]).toEqual([0]); // perceptual
    const phys = chunks.get('pHYs') ?? new Uint8Array(9);
    const physView = new DataView(phys.buffer, phys.byteOffset, phys.byteLength);
    // 300 ppi is 11,811 pixels per metre on both axes, unit metre.
    expect([physView.getUint32(0), physView.getUint32(4), phys[8]]).toEqual([11811, 11811, 1]);
  });

  it('renders a page twice to the same PNG (image tiles are cached, not changed)', () => {
    const { page } = samplePage(fonts);
    const first = renderPng(page, { fonts });
    const second = renderPng(page, { fonts });
    expect(second.png).toEqual(first.png);
  });
});
