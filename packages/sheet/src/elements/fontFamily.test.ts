import { describe, expect, it } from 'vitest';
import type { LayoutContext } from '../layout/element.ts';
import { createFontLibrary, DEFAULT_FAMILY } from '../layout/fonts.ts';
import { preflightElement } from '../preflight/preflight.ts';
import type { RenderItem } from '../render/tree.ts';
import { iconsElement, listElement, textElement } from '../testing/elements.ts';
import { notoSansSource, openFonts } from '../testing/fonts.ts';
import { fakeImages } from '../testing/images.ts';
import { pConfigSchema } from './p/schema.ts';
import { definitionOf } from './registry.ts';

// Two "brand" families: the ci's and one an element names, from the open fonts' bytes.
const carlito = openFonts().families.get('carlito')?.source;
const dejavu = openFonts().families.get('dejavu-sans')?.source;
if (!carlito || !dejavu) throw new Error('the open fonts lack carlito or dejavu-sans');
const ctx: LayoutContext = {
  fonts: createFontLibrary(notoSansSource(), { 'brand-1': carlito, 'brand-2': dejavu }),
  family: 'brand-1',
  images: fakeImages(),
};

/** The families the element's text runs are set in. */
function families(items: readonly RenderItem[]): Set<string> {
  const found = new Set<string>();
  for (const item of items) {
    if (item.kind === 'glyphs') found.add(item.family);
    if (item.kind === 'clip') for (const family of families(item.items)) found.add(family);
  }
  return found;
}

const elements = (fontFamily?: string) => {
  const own = fontFamily === undefined ? {} : { fontFamily };
  return [
    textElement({ text: 'Winter wheels', ...own }),
    listElement({ items: ['Rims', 'Tyres'], ...own }),
    iconsElement({ lines: [{ feature: 'star', text: 'Star-marked' }], ...own }),
  ];
};

describe("an element's own font family", () => {
  it("sets the text of p, ul and icons in the sheet's family when the element names none", () => {
    for (const element of elements()) {
      const layout = definitionOf(element).layout(element, ctx);
      expect(families(layout.items), element.type).toEqual(new Set(['brand-1']));
    }
  });

  it('sets their text in the family the element names, Noto Sans included', () => {
    for (const family of ['brand-2', DEFAULT_FAMILY]) {
      for (const element of elements(family)) {
        const layout = definitionOf(element).layout(element, ctx);
        expect(families(layout.items), `${element.type} in ${family}`).toEqual(new Set([family]));
        expect(preflightElement({ ...layout, element }, { width: 600, height: 800 })).toEqual([]);
      }
    }
  });

  it("falls back to the sheet's family for a family the fonts lack, and preflight says so", () => {
    for (const element of elements('brand-9')) {
      const layout = definitionOf(element).layout(element, ctx);
      expect(families(layout.items), element.type).toEqual(new Set(['brand-1']));
      expect(preflightElement({ ...layout, element }, { width: 600, height: 800 })).toContainEqual({
        check: 'familyMissing',
        severity: 'warning',
        family: 'brand-9',
      });
    }
  });

  it('takes only the default family or a brand family id, with a message', () => {
    const config = { name: 'T', text: '', style: { left: 0, top: 0, width: 10, height: 10 } };
    expect(pConfigSchema.safeParse({ ...config, fontFamily: 'brand-12' }).success).toBe(true);
    const wrong = pConfigSchema.safeParse({ ...config, fontFamily: 'Comic Sans' });
    expect(wrong.error?.issues[0]?.message).toMatch(/^fontFamily must be "noto-sans" or the id/);
  });
});
