// A sample render page for the renderer tests and the look-at-it script; not public API.
import { Resvg } from '@resvg/resvg-js';
import { layoutList } from '../elements/ul/layout.ts';
import type { ImageAsset, ImageAssets } from '../layout/element.ts';
import type { FontLibrary } from '../layout/fonts.ts';
import { layoutRichText, type TextLayout } from '../layout/text.ts';
import type { RenderPage } from '../render/tree.ts';
import { parseRichText } from '../richtext/parse.ts';
import { listElement } from './elements.ts';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };

/** A PNG of the given pixel size in one colour, made with resvg (no image library needed). */
export function solidPng(src: string, width: number, height: number, color: string): ImageAsset {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${color}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#ffffff"/></svg>`;
  const bytes = new Uint8Array(new Resvg(svg).render().asPng());
  return { src, width, height, mimeType: 'image/png', bytes };
}

/** The paragraph the text tests lay out: kerning ("AV", "To"), a ligature ("fi"), umlauts, bold. */
export const SAMPLE_HTML =
  '<p>AVAX To fit the office, <strong>Grüße aus München</strong> and <em>façade</em> ' +
  'reflow the same way in every renderer, line by line.</p><p>Ærø, Ελληνικά, Кириллица: 12,95 €</p>';

/** The sample paragraph laid out in a 250 pt wide box at (60, 80), 14 pt. */
export function sampleText(fonts: FontLibrary): TextLayout {
  return layoutRichText(
    parseRichText(SAMPLE_HTML),
    { x: 60, y: 80, width: 250, height: 200 },
    { fonts, baseSize: 14, color: '#1c69d4' },
  );
}

/** A page with every primitive: rect, text, underline, list, image twice, path, clip. */
export function samplePage(fonts: FontLibrary): { page: RenderPage; images: ImageAssets } {
  const image = solidPng('/media/blue.png', 40, 30, '#1c69d4');
  const list = layoutList(
    listElement({
      items: ['First <u>underlined</u> item', 'Second item that is long enough to wrap once'],
      style: { left: 330, top: 80, width: 200, height: 120 },
    }),
    { fonts, images: new Map() },
  );
  const page: RenderPage = {
    ...A4,
    items: [
      { kind: 'rect', x: 0, y: 0, width: A4.width, height: 50, fill: '#ff0000' },
      { kind: 'rect', x: 40, y: 300, width: 200, height: 100, fill: '#00a000' },
      ...sampleText(fonts).items,
      ...list.items,
      { kind: 'image', asset: image, x: 60, y: 430, width: 120, height: 90 },
      {
        kind: 'clip',
        x: 220,
        y: 430,
        width: 60,
        height: 60,
        items: [{ kind: 'image', asset: image, x: 200, y: 420, width: 120, height: 90 }],
      },
      {
        kind: 'path',
        d: 'M 350 430 L 450 430 L 400 510 Z',
        fill: '#ffcc00',
        stroke: '#000000',
        strokeWidth: 2,
      },
      { kind: 'line', x1: 40, y1: 560, x2: 555, y2: 560, width: 1, color: '#333333' },
    ],
  };
  return { page, images: new Map([[image.src, image]]) };
}
