import { describe, expect, it } from 'vitest';
import type { LayoutContext } from '../../layout/element.ts';
import type { Clip, GlyphRun, RenderItem } from '../../render/tree.ts';
import { iconsElement as iconsFixture } from '../../testing/elements.ts';
import { openFonts } from '../../testing/fonts.ts';
import { FEATURE_ARTWORK } from './artwork.ts';
import { iconsElement } from './index.ts';
import { ICON_TEXT_GAP, ICON_TEXT_SIZE, layoutIcons, MINI_ICON_THRESHOLD } from './layout.ts';

const ctx: LayoutContext = { fonts: openFonts(), images: new Map() };
const clips = (items: RenderItem[]) => items.filter((i): i is Clip => i.kind === 'clip');
const runs = (items: RenderItem[]) => items.filter((i): i is GlyphRun => i.kind === 'glyphs');

describe('layoutIcons', () => {
  it('is the icons element definition’s layout', () => {
    expect(iconsElement.layout).toBe(layoutIcons);
  });

  it('draws one pictogram group and one text run per line, rows sharing the height', () => {
    const { items, overflow } = layoutIcons(iconsFixture(), ctx);
    const groups = clips(items);
    // 120 pt / 4 lines: 30 pt rows with a 30 pt square icon at the left.
    expect(groups.map(({ x, y, width, height }) => [x, y, width, height])).toEqual([
      [100, 200, 30, 30],
      [100, 230, 30, 30],
      [100, 260, 30, 30],
      [100, 290, 30, 30],
    ]);
    expect(groups.map((g) => g.items.length)).toEqual(
      (['star', 'rsc', 'rdc', 'chains'] as const).map((f) => FEATURE_ARTWORK[f].full.length),
    );
    expect(groups.every((g) => g.items.every((item) => item.kind === 'path'))).toBe(true);
    const texts = runs(items);
    expect(texts.map((run) => run.text)).toEqual(['Star', 'Run-flat', 'Sensors', 'Chains']);
    expect(texts[0]?.x).toBe(100 + 30 + ICON_TEXT_GAP * ICON_TEXT_SIZE);
    expect(overflow).toBe(false);
  });

  it('centres each line’s text vertically in its row', () => {
    const [first] = runs(layoutIcons(iconsFixture(), ctx).items);
    // One 12 pt line centred in a 30 pt row starts 9 pt down; Noto's baseline is 9.88 pt into it.
    expect(first?.y).toBeCloseTo(200 + 9 + 9.88, 1);
  });

  it('draws pictograms in the text colour, strokes scaled with the icon', () => {
    const element = iconsFixture({
      style: { left: 100, top: 200, width: 200, height: 120, color: '#1c69d4' },
    });
    const [star] = clips(layoutIcons(element, ctx).items);
    expect(star?.items[0]).toMatchObject({ stroke: '#1c69d4', strokeWidth: 0.06 * 30 });
    expect(star?.items[1]).toMatchObject({ fill: '#1c69d4' });
  });

  it('switches to the mini pictograms below the threshold row height', () => {
    const height = 4 * (MINI_ICON_THRESHOLD - 1);
    const small = iconsFixture({ style: { left: 0, top: 0, width: 200, height } });
    const groups = clips(layoutIcons(small, ctx).items);
    expect(groups.map((g) => g.items.length)).toEqual(
      (['star', 'rsc', 'rdc', 'chains'] as const).map((f) => FEATURE_ARTWORK[f].mini.length),
    );
    const atThreshold = iconsFixture({
      style: { left: 0, top: 0, width: 200, height: 4 * MINI_ICON_THRESHOLD },
    });
    expect(clips(layoutIcons(atThreshold, ctx).items)[0]?.items).toHaveLength(
      FEATURE_ARTWORK.star.full.length,
    );
  });

  it('keeps every path inside its square', () => {
    const [star] = clips(layoutIcons(iconsFixture(), ctx).items);
    for (const path of star?.items ?? []) {
      const values = (path.kind === 'path' ? path.d : '').match(/-?[\d.]+/g)?.map(Number) ?? [];
      values.forEach((value, i) => {
        const [min, max] = i % 2 === 0 ? [100, 130] : [200, 230];
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
      });
    }
  });

  it('reports a line whose text is taller than its row', () => {
    const tight = iconsFixture({
      lines: [{ feature: 'star', text: 'word '.repeat(40) }],
      style: { left: 0, top: 0, width: 100, height: 20 },
    });
    const result = layoutIcons(tight, ctx);
    expect(result.overflow).toBe(true);
    expect(result.overflowHeight).toBeGreaterThan(0);
  });

  it('draws only the background without lines', () => {
    const empty = iconsFixture({
      lines: [],
      style: { left: 0, top: 0, width: 100, height: 20, backgroundColor: '#ffffff' },
    });
    expect(layoutIcons(empty, ctx).items.map((i) => i.kind)).toEqual(['rect']);
  });
});
