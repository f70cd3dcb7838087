import { describe, expect, it } from 'vitest';
import { A4 } from '../layout/page.ts';
import { PRINT_BLEED } from '../render/pdf.ts';
import type { RenderItem } from '../render/tree.ts';
import { BLEED_TOUCH_TOLERANCE, checkBleed } from './bleed.ts';

const area: RenderItem[] = [{ kind: 'rect', x: 0, y: 0, width: 1, height: 1, fill: '#ff0000' }];
const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('checkBleed', () => {
  it('warns about an area that ends exactly on the trim edge, naming the edges', () => {
    expect(checkBleed(box(0, 0, 200, 100), area, A4)).toEqual([
      { check: 'bleed', severity: 'warning', edges: ['left', 'top'], bleed: 8.5 },
    ]);
    const bottomRight = box(300, 700, A4.width - 300, A4.height - 700);
    expect(checkBleed(bottomRight, area, A4)[0]).toMatchObject({ edges: ['right', 'bottom'] });
  });

  it('counts an edge within the tolerance as touching', () => {
    const near = box(BLEED_TOUCH_TOLERANCE - 0.1, 100, 100, 100);
    expect(checkBleed(near, area, A4)[0]).toMatchObject({ edges: ['left'] });
  });

  it('passes an area that reaches into the bleed, and one clear of the edge', () => {
    const full = box(-PRINT_BLEED, -PRINT_BLEED, A4.width + 2 * PRINT_BLEED, 200);
    expect(checkBleed(full, area, A4)).toEqual([]);
    expect(checkBleed(box(BLEED_TOUCH_TOLERANCE + 1, 100, 100, 100), area, A4)).toEqual([]);
  });

  it('passes text without a background at the edge: that is a margin question', () => {
    const text: RenderItem[] = [
      {
        kind: 'glyphs',
        x: 0,
        y: 10,
        family: 'noto-sans',
        fontKey: 'regular',
        fontSize: 10,
        color: '#000000',
        glyphs: [],
        text: '',
      },
    ];
    expect(checkBleed(box(0, 0, 200, 100), text, A4)).toEqual([]);
  });
});
