import { describe, expect, it } from 'vitest';
import type { GlyphRun } from '../../render/tree.ts';
import { listElement } from '../../testing/elements.ts';
import { openFonts } from '../../testing/fonts.ts';
import { ulElement } from './index.ts';
import { BULLET, layoutList } from './layout.ts';

const ctx = { fonts: openFonts(), images: new Map() };
const glyphRuns = (items: { kind: string }[]) =>
  items.filter((i): i is GlyphRun => i.kind === 'glyphs');
const bullets = (items: { kind: string }[]) => glyphRuns(items).filter((r) => r.text === BULLET);

describe('layoutList', () => {
  it('is the list element definition’s layout', () => {
    expect(ulElement.layout).toBe(layoutList);
  });

  it('draws one bullet per item, each on its item’s first baseline', () => {
    const items = layoutList(listElement({ items: ['One', 'Two', 'Three', 'Four'] }), ctx).items;
    const marks = bullets(items);
    expect(marks).toHaveLength(4);
    const texts = glyphRuns(items).filter((r) => r.text !== BULLET);
    expect(texts.map((r) => r.text)).toEqual(['One', 'Two', 'Three', 'Four']);
    marks.forEach((mark, i) => {
      expect(mark.x).toBe(100);
      expect(mark.y).toBe(texts[i]?.y);
      expect(mark.glyphs[0]?.id).not.toBe(0);
    });
  });

  it('indents wrapped lines under the text, not the bullet', () => {
    const long = 'A list item long enough to wrap onto a second line or more';
    const items = layoutList(
      listElement({ items: [long], style: { left: 100, top: 200, width: 120, height: 120 } }),
      ctx,
    ).items;
    const texts = glyphRuns(items).filter((r) => r.text !== BULLET);
    expect(texts.length).toBeGreaterThan(1);
    for (const run of texts) expect(run.x).toBe(110);
  });

  it('sizes text by listSize: s 8, m 10, l 12 pt', () => {
    for (const [listSize, size] of [
      ['s', 8],
      ['m', 10],
      ['l', 12],
    ] as const) {
      const runs = glyphRuns(layoutList(listElement({ listSize }), ctx).items);
      expect(runs.map((r) => r.fontSize)).toEqual([size, size]);
    }
  });

  it('keeps a bullet for an empty item and reports overflow', () => {
    expect(bullets(layoutList(listElement({ items: [''] }), ctx).items)).toHaveLength(1);
    const many = listElement({ items: Array.from({ length: 20 }, (_, i) => `Item ${i}`) });
    expect(layoutList(many, ctx).overflow).toBe(true);
    expect(layoutList(listElement(), ctx).overflow).toBe(false);
  });
});
