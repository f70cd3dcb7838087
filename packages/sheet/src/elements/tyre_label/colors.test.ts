// The label's regulated colours reach the render tree as process colours, so the print PDF
// writes the separations Annex II prescribes instead of a profile's rendering of sRGB.
import { describe, expect, it } from 'vitest';
import { elementSchemaUnion } from '../../model/element.ts';
import type { RenderItem } from '../../render/tree.ts';
import { openFonts } from '../../testing/fonts.ts';
import { tyreLabelElement } from './index.ts';
import { layoutTyreLabel } from './layout.ts';
import { FUEL_COLORS, WET_COLORS } from './scales.ts';
import { EU_BLUE, EU_YELLOW, INK } from './symbols.ts';

const ctx = { fonts: openFonts(), images: new Map() };

function fills(items: readonly RenderItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (item.kind === 'clip') return fills(item.items);
    if (item.kind === 'path') return item.fill ? [item.fill] : [];
    if (item.kind === 'glyphs') return [item.color];
    return [];
  });
}

describe('tyre label colours', () => {
  const element = elementSchemaUnion.parse({
    id: 7,
    type: 'tyre_label',
    config: { ...tyreLabelElement.defaults(), style: { left: 0, top: 0, width: 213, height: 312 } },
  });
  if (element.type !== 'tyre_label') throw new Error('expected a tyre label');
  const used = new Set(fills(layoutTyreLabel(element, ctx).items));

  it('draws the A-E arrows of both scales in their process colours', () => {
    expect(FUEL_COLORS[0]).toBe('device-cmyk(1 0 1 0)');
    expect(FUEL_COLORS[4]).toBe('device-cmyk(0 1 1 0)');
    // Wet grip as arkq/eu-tire-label and osbeorn/eu-tyre-label-generator give it (issue 44).
    expect(WET_COLORS).toEqual([
      'device-cmyk(1 0.6 0 0)',
      'device-cmyk(0.9 0.4 0 0)',
      'device-cmyk(0.65 0.2 0 0)',
      'device-cmyk(0.5 0.1 0 0)',
      'device-cmyk(0.3 0 0 0)',
    ]);
    for (const color of [...FUEL_COLORS, ...WET_COLORS]) expect(used).toContain(color);
  });

  it('draws the EU flag and the line art in 100/80/0/0, 0/0/100/0 and K only', () => {
    expect(used).toContain(EU_BLUE);
    expect(used).toContain(EU_YELLOW);
    expect(used).toContain(INK);
    expect([EU_BLUE, EU_YELLOW, INK]).toEqual([
      'device-cmyk(1 0.8 0 0)',
      'device-cmyk(0 0 1 0)',
      'device-cmyk(0 0 0 1)',
    ]);
  });
});
