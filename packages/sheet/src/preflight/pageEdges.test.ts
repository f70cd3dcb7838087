import { describe, expect, it } from 'vitest';
import { A4 } from '../layout/page.ts';
import { PRINT_BLEED } from '../render/bleed.ts';
import type { GlyphRun, RenderItem } from '../render/tree.ts';
import { checkBeyondBleed, checkTextCrossesTrim } from './pageEdges.ts';

const MM = 72 / 25.4;
const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
const rect = (x: number, y: number, width: number, height: number): RenderItem => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
  fill: '#ff0000',
});
/** One line of 10 pt text: five glyphs of 6 pt from `x` on the baseline `y`. */
const text = (x: number, y: number): GlyphRun => ({
  kind: 'glyphs',
  x,
  y,
  family: 'noto-sans',
  fontKey: 'regular',
  fontSize: 10,
  color: '#000000',
  glyphs: [0, 1, 2, 3, 4].map((i) => ({ id: 5, x: x + 6 * i, advance: 6, codePoints: [65] })),
  text: 'AAAAA',
});

describe('checkBeyondBleed', () => {
  it('reports an element 20 mm past the right edge, with how far it reaches', () => {
    const wide = box(300, 100, A4.width - 300 + 20 * MM, 100);
    const [finding] = checkBeyondBleed(wide, [rect(wide.x, wide.y, wide.width, wide.height)], A4);
    expect(finding).toMatchObject({ check: 'beyondBleed', severity: 'warning', edges: ['right'] });
    expect(finding?.check === 'beyondBleed' && finding.reach).toBeCloseTo(20 * MM, 0);
    expect(finding?.check === 'beyondBleed' && finding.bleed).toBeCloseTo(PRINT_BLEED, 1);
  });

  it('passes content that stays within the bleed, or is clipped to it', () => {
    const full = box(-PRINT_BLEED, -PRINT_BLEED, A4.width + 2 * PRINT_BLEED, 200);
    expect(checkBeyondBleed(full, [rect(full.x, full.y, full.width, full.height)], A4)).toEqual([]);
    // An image covering its box overflows it, but its clip keeps it inside.
    const cover: RenderItem = {
      kind: 'clip',
      ...full,
      items: [rect(-100, -100, A4.width + 200, 400)],
    };
    expect(checkBeyondBleed(full, [cover], A4)).toEqual([]);
    expect(checkBeyondBleed(full, [rect(-100, -100, A4.width + 200, 400)], A4)).toHaveLength(1);
  });

  it('leaves text to the trim check, which reports it at the trim already', () => {
    expect(checkBeyondBleed(box(0, 0, 10, 10), [text(-60, 100)], A4)).toEqual([]);
    expect(checkTextCrossesTrim(box(0, 0, 10, 10), [text(-60, 100)], A4)).toHaveLength(1);
  });

  it('ignores designer aids, which never print', () => {
    const aid: RenderItem = {
      kind: 'rect',
      x: -50,
      y: 10,
      width: 100,
      height: 10,
      fill: '#f00',
      aid: true,
    };
    expect(checkBeyondBleed(box(10, 10, 10, 10), [aid], A4)).toEqual([]);
  });
});

describe('checkTextCrossesTrim', () => {
  it('reports text that the trim cuts through, naming the edges', () => {
    expect(checkTextCrossesTrim(box(0, 0, 10, 10), [text(-12, 100)], A4)).toEqual([
      { check: 'textCrossesTrim', severity: 'error', edges: ['left'] },
    ]);
    const corner = text(A4.width - 10, A4.height - 1);
    expect(checkTextCrossesTrim(box(0, 0, 10, 10), [corner], A4)[0]).toMatchObject({
      edges: ['right', 'bottom'],
    });
  });

  it('passes text inside the trim, and the part of text its clip hides beyond it', () => {
    expect(checkTextCrossesTrim(box(0, 0, 10, 10), [text(20, 100)], A4)).toEqual([]);
    const clipped: RenderItem = { kind: 'clip', ...box(-8, 0, 200, 200), items: [text(-12, 100)] };
    expect(checkTextCrossesTrim(box(0, 0, 10, 10), [clipped], A4)[0]).toMatchObject({
      edges: ['left'],
    });
    const hidden: RenderItem = { kind: 'clip', ...box(0, 0, 200, 200), items: [text(-12, 100)] };
    expect(checkTextCrossesTrim(box(0, 0, 10, 10), [hidden], A4)).toEqual([]);
  });

  it('does not count a background past the trim as text', () => {
    expect(checkTextCrossesTrim(box(0, 0, 10, 10), [rect(-5, 0, 20, 20)], A4)).toEqual([]);
  });
});
