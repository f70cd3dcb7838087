// Process colours travel from the sheet into the render tree unchanged, in every place that
// reads a colour, so the print PDF can write the separations the designer chose.
import { describe, expect, it } from 'vitest';
import { layoutIcons } from '../elements/icons/layout.ts';
import { layoutText } from '../elements/p/layout.ts';
import { layoutList } from '../elements/ul/layout.ts';
import type { RenderItem } from '../render/tree.ts';
import { iconsElement, listElement, textElement } from '../testing/elements.ts';
import { openFonts } from '../testing/fonts.ts';

const ctx = { fonts: openFonts(), images: new Map() };
const RED = 'device-cmyk(0 0.81 0.81 0.3)';
const BLUE = 'device-cmyk(1 0.8 0 0)';

/** Every colour the items paint with, clips opened. */
function colors(items: readonly RenderItem[]): string[] {
  return items.flatMap((item): string[] => {
    switch (item.kind) {
      case 'rect':
        return [item.fill];
      case 'glyphs':
      case 'line':
        return [item.color];
      case 'path':
        return [item.fill, item.stroke].filter((c): c is string => c !== undefined);
      case 'clip':
        return colors(item.items);
      default:
        return [];
    }
  });
}

describe('CMYK colours in layout', () => {
  it('text colour and background, typed in any spelling, reach the tree as device-cmyk', () => {
    const element = textElement({
      text: 'Offer',
      style: {
        left: 0,
        top: 0,
        width: 200,
        height: 50,
        color: 'cmyk(0, 81, 81, 30)',
        backgroundColor: 'device-cmyk(100% 80% 0% 0%)',
      },
    });
    expect(element.config.style.color).toBe(RED);
    const found = colors(layoutText(element, ctx).items);
    expect(found[0]).toBe(BLUE);
    expect(found.slice(1)).toEqual(found.slice(1).map(() => RED));
    expect(found.length).toBeGreaterThan(1);
  });

  it('a rich text span keeps its own process colour beside a hex one', () => {
    const element = textElement({
      text: '<p>a <span style="color:cmyk(100, 80, 0, 0)">b</span> <span style="color:#ff0000">c</span></p>',
      style: { left: 0, top: 0, width: 200, height: 50, color: RED },
    });
    const runs = layoutText(element, ctx).items.filter((i) => i.kind === 'glyphs');
    const byText = new Map(runs.map((run) => [run.text.trim(), run.color]));
    expect(byText.get('a')).toBe(RED);
    expect(byText.get('b')).toBe(BLUE);
    expect(byText.get('c')).toBe('#ff0000');
  });

  it('lists colour their bullets and items in the process colour', () => {
    const element = listElement({
      items: ['One', 'Two'],
      style: { left: 0, top: 0, width: 200, height: 80, color: 'cmyk(0,81,81,30)' },
    });
    const found = colors(layoutList(element, ctx).items);
    expect(found.length).toBeGreaterThan(2);
    expect(new Set(found)).toEqual(new Set([RED]));
  });

  it('icons draw their pictograms and captions in the process colour', () => {
    const element = iconsElement({
      style: { left: 0, top: 0, width: 200, height: 80, color: RED },
    });
    const found = colors(layoutIcons(element, ctx).items);
    expect(found.length).toBeGreaterThan(1);
    expect(new Set(found)).toEqual(new Set([RED]));
  });
});
