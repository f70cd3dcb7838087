import { describe, expect, it } from 'vitest';
import { SheetOperationError } from '../model/pages.ts';
import type { GlyphRun, RenderItem } from '../render/tree.ts';
import { rawText, sheetWithVariants } from '../testing/factories.ts';
import { openFonts } from '../testing/fonts.ts';
import { fakeImage, fakeImages } from '../testing/images.ts';
import type { LayoutContext } from './element.ts';
import { A4, layoutSheetPage } from './page.ts';

const ctx: LayoutContext = {
  fonts: openFonts(),
  images: fakeImages(fakeImage('/media/car.jpg', 400, 200)),
};
const texts = (items: RenderItem[]) =>
  items
    .filter((i): i is GlyphRun => i.kind === 'glyphs')
    .map((run) => run.text)
    .join('|');

// Page 0: a headline that reads "18 inch" when variant 2 is selected, an editable price, an
// image whose asset exists and one whose asset does not. Page 1: one text.
const data = sheetWithVariants({
  elements: [
    rawText(1, 'Headline', {
      config: {
        name: 'Headline',
        text: 'Wheels',
        style: { left: 10, top: 20, width: 300, height: 50 },
      },
      variants: [
        { id: 1, variants: [2], config: { text: 'Winter 18 inch' }, layout: 'locked', type: 'p' },
      ],
    }),
    rawText(2, 'Price', {
      config: {
        name: 'Price',
        text: 'from 99 €',
        dealerEditable: true,
        style: { left: 10, top: 80, width: 300, height: 50 },
      },
    }),
    {
      id: 3,
      type: 'img',
      config: {
        name: 'Photo',
        src: { contentUrl: '/media/car.jpg' },
        style: { left: 10, top: 200, width: 100, height: 100 },
      },
    },
    {
      id: 4,
      type: 'img',
      config: {
        name: 'Missing',
        src: { contentUrl: '/media/lost.jpg' },
        style: { left: 200, top: 200, width: 100, height: 100 },
      },
    },
  ],
  additional_pages: [
    {
      elements: [
        rawText(1, 'Back', {
          config: {
            name: 'Back',
            text: 'Page two',
            style: { left: 0, top: 0, width: 200, height: 40 },
          },
        }),
      ],
    },
  ],
});

describe('layoutSheetPage', () => {
  it('lays out the main page on A4 in array order, summarizing each element', () => {
    const { page, elements } = layoutSheetPage(data, 0, { ctx });
    expect([page.width, page.height]).toEqual([A4.width, A4.height]);
    // A number and its unit stay on one line: a no-break space binds them (nonBreaking.ts).
    expect(texts(page.items)).toBe('Wheels|from 99\u00a0€');
    expect(page.items.map((i) => i.kind).slice(-3)).toEqual(['clip', 'rect', 'path']);
    // Each element's own items, for preflight: the missing image's placeholder is the last two.
    expect(elements.map((e) => e.itemRange)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 5],
    ]);
    expect(elements).toEqual([
      {
        id: 1,
        name: 'Headline',
        type: 'p',
        overflow: false,
        overflowHeight: 0,
        missingImages: [],
        placeholder: false,
        element: expect.objectContaining({ id: 1, type: 'p' }),
        itemRange: [0, 1],
      },
      expect.objectContaining({ id: 2, name: 'Price' }),
      expect.objectContaining({ id: 3, name: 'Photo', missingImages: [], placeholder: false }),
      expect.objectContaining({ id: 4, missingImages: ['/media/lost.jpg'], placeholder: true }),
    ]);
  });

  it('selects the default variants for a search, so a variant element’s config applies', () => {
    const result = layoutSheetPage(data, 0, { ctx, search: 'winter' });
    expect(result.selection).toEqual({ 1: 2, 2: 5 });
    expect(texts(result.page.items).startsWith('Winter 18 inch|')).toBe(true);
  });

  it('uses an explicit selection over the search', () => {
    const result = layoutSheetPage(data, 0, { ctx, search: 'winter', selection: { 1: 1 } });
    expect(texts(result.page.items).startsWith('Wheels')).toBe(true);
  });

  it('lays out an additional page by index and refuses one that does not exist', () => {
    const result = layoutSheetPage(data, 1, { ctx });
    expect(texts(result.page.items)).toBe('Page two');
    expect(result.elements.map((e) => e.name)).toEqual(['Back']);
    expect(() => layoutSheetPage(data, 2, { ctx })).toThrow(SheetOperationError);
  });

  it('applies dealer values to editable elements and reports refused ones', () => {
    const result = layoutSheetPage(data, 0, {
      ctx,
      dealerValues: {
        Price: { text: 'from 79 €<script>alert(1)</script>' },
        Headline: { text: 'Something else' },
        Back: { text: 'on page 1' },
      },
    });
    expect(texts(result.page.items)).toBe('Wheels|from 79\u00a0€');
    expect(result.ignoredDealerValues).toEqual(['Headline']);
  });
});
