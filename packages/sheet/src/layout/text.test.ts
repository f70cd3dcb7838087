import { describe, expect, it } from 'vitest';
import type { GlyphRun, Line, RenderItem } from '../render/tree.ts';
import { parseRichText } from '../richtext/parse.ts';
import { openFonts } from '../testing/fonts.ts';
import { nth } from '../testing/nth.ts';
import { DEFAULT_FAMILY, faceOf } from './fonts.ts';
import { type Box, layoutRichText, type TextLayoutOptions } from './text.ts';

const fonts = openFonts();
const box = (width: number, height = 1000): Box => ({ x: 0, y: 0, width, height });

function layout(html: string, target: Box, options: Partial<TextLayoutOptions> = {}) {
  return layoutRichText(parseRichText(html), target, { fonts, baseSize: 10, ...options });
}

const texts = (html: string, width: number) => layout(html, box(width)).lines.map((l) => l.text);
const runs = (items: RenderItem[]) => items.filter((i): i is GlyphRun => i.kind === 'glyphs');
const SENTENCE = 'The quick brown fox jumps over the lazy dog.';

describe('layoutRichText: line breaking', () => {
  it('breaks between words where the box is full', () => {
    expect(texts(SENTENCE, 100)).toEqual(['The quick brown fox', 'jumps over the lazy', 'dog.']);
    expect(texts(SENTENCE, 60)).toEqual(['The quick', 'brown fox', 'jumps over', 'the lazy dog.']);
    expect(texts(SENTENCE, 1000)).toEqual([SENTENCE]);
  });

  it('fills each line as far as it goes and no further', () => {
    const result = layout(SENTENCE, box(60));
    const words = (text: string) => text.split(' ');
    result.lines.forEach((line, i) => {
      expect(line.width).toBeLessThanOrEqual(60);
      const next = result.lines[i + 1];
      if (next) expect(texts(`${line.text} ${words(next.text)[0]}`, 60)).toHaveLength(2);
    });
  });

  it('breaks after hyphens (UAX #14) but not inside words', () => {
    expect(texts('A well-known e-mail address', 60)).toEqual([
      'A well-',
      'known e-',
      'mail address',
    ]);
  });

  it('splits a word longer than the box by characters', () => {
    const lines = layout('Donaudampfschifffahrtsgesellschaftskapitän', box(60)).lines;
    expect(lines.map((l) => l.text).join('')).toBe('Donaudampfschifffahrtsgesellschaftskapitän');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(60);
  });

  it('keeps a long word whole on its own line when the word before fits', () => {
    expect(texts('Hi Donaudampfschifffahrt', 80)[0]).toBe('Hi');
  });

  it('breaks at <br> and keeps empty lines', () => {
    expect(texts('One<br>Two<br><br>Four', 200)).toEqual(['One', 'Two', '', 'Four']);
  });

  it('drops the spaces at the end of a wrapped line', () => {
    const result = layout('aaa bbb', box(25));
    expect(result.lines.map((l) => l.text)).toEqual(['aaa', 'bbb']);
    expect(runs(result.items).map((r) => r.text)).toEqual(['aaa', 'bbb']);
  });
});

describe('layoutRichText: vertical placement', () => {
  it('makes lines 1.2 times the largest size high and paragraphs half an em apart', () => {
    const result = layout('<p>One</p><p>Two<br>Three</p>', box(200));
    const baseline = (i: number) => nth(result.lines, i).baseline;
    expect(baseline(1) - baseline(0)).toBeCloseTo(12 + 5);
    expect(baseline(2) - baseline(1)).toBeCloseTo(12);
    expect(result.height).toBeCloseTo(3 * 12 + 5);
  });

  it('centres the font in the line like CSS half-leading', () => {
    // Noto Sans: ascent 1.069, descent 0.293 -> baseline at (1.2 - 1.362) / 2 + 1.069 em.
    expect(layout('Text', box(200)).lines[0]?.baseline).toBeCloseTo(9.88);
  });

  it('gives a line with a larger span a taller line', () => {
    const result = layout('a<br><span data-size="xxl">b</span>', box(200));
    expect(result.height).toBeCloseTo(12 + 24);
  });
});

describe('layoutRichText: alignment', () => {
  it('offsets centred and right-aligned lines by half and all of the free width', () => {
    const target = { x: 50, y: 0, width: 200, height: 100 };
    const left = nth(layout('Centre me', target).lines, 0);
    const center = nth(layout('Centre me', target, { align: 'center' }).lines, 0);
    const right = nth(layout('Centre me', target, { align: 'right' }).lines, 0);
    expect(left.x).toBe(50);
    expect(center.x).toBeCloseTo(50 + (200 - left.width) / 2);
    expect(right.x).toBeCloseTo(250 - left.width);
    expect(runs(layout('Centre me', target, { align: 'right' }).items)[0]?.x).toBeCloseTo(right.x);
  });
});

describe('layoutRichText: formatting', () => {
  it('picks the face, colour and size per run', () => {
    const html =
      '<strong>B</strong><em>I</em><strong><em>X</em></strong><span data-size="l" style="color:#ff0000">L</span>';
    const result = runs(layout(html, box(200), { color: '#333333' }).items);
    expect(result.map((r) => [r.text, r.fontKey, r.fontSize, r.color])).toEqual([
      ['B', 'bold', 10, '#333333'],
      ['I', 'italic', 10, '#333333'],
      ['X', 'boldItalic', 10, '#333333'],
      ['L', 'regular', 12.5, '#ff0000'],
    ]);
  });

  it('draws superscript smaller and higher, subscript smaller and lower', () => {
    const result = runs(layout('m<sup>2</sup>H<sub>2</sub>', box(200)).items);
    const [m, sup, h, sub] = [0, 1, 2, 3].map((i) => nth(result, i).y);
    expect(nth(result, 1).fontSize).toBeCloseTo(6.5);
    expect(sup).toBeLessThan(m ?? 0);
    expect(sub).toBeGreaterThan(h ?? 0);
  });

  it('underlines the underlined run only, just below the baseline', () => {
    const items = layout('Hi <u>under</u> there', box(200)).items;
    const lines = items.filter((i): i is Line => i.kind === 'line');
    expect(lines).toHaveLength(1);
    const glyphs = nth(runs(items), 0).glyphs;
    const u = nth(glyphs, 3);
    const r = nth(glyphs, 7);
    expect(lines[0]?.x1).toBeCloseTo(u.x);
    expect(lines[0]?.x2).toBeCloseTo(r.x + r.advance);
    expect(nth(lines, 0).y1 - nth(runs(items), 0).y).toBeCloseTo(1.25);
  });

  it('places glyphs one after another with their kerned advances', () => {
    const glyphs = nth(
      runs(layout('AVA', { x: 10, y: 0, width: 200, height: 100 }).items),
      0,
    ).glyphs;
    expect(glyphs[0]?.x).toBe(10);
    expect(nth(glyphs, 1).x).toBeCloseTo(10 + nth(glyphs, 0).advance);
    expect(nth(glyphs, 0).advance).toBeLessThan(
      faceOf(fonts, DEFAULT_FAMILY, 'regular').shape('A').advance * 10,
    );
  });
});

describe('layoutRichText: overflow', () => {
  it('reports text taller than its box and by how much', () => {
    const result = layout(SENTENCE, box(60, 30));
    expect(result.overflow).toBe(true);
    expect(result.overflowHeight).toBeCloseTo(4 * 12 - 30);
    expect(layout(SENTENCE, box(60, 48)).overflow).toBe(false);
  });

  it('shrinks the text in 0.5 pt steps until it fits, reporting the scale', () => {
    const result = layout(SENTENCE, box(60, 30), { shrinkToFit: true });
    expect(result.overflow).toBe(false);
    expect(result.height).toBeLessThanOrEqual(30);
    expect(result.scale).toBeLessThan(1);
    expect((result.scale * 10) % 0.5).toBeCloseTo(0);
    expect(runs(result.items)[0]?.fontSize).toBeCloseTo(result.scale * 10);
    // One step larger would not have fitted.
    const larger = layout(SENTENCE, box(60, 30), { baseSize: result.scale * 10 + 0.5 });
    expect(larger.overflow).toBe(true);
  });

  it('stops at the minimum size and still reports overflow', () => {
    const result = layout(SENTENCE, box(20, 5), { shrinkToFit: true });
    expect(result.scale).toBeCloseTo(0.4);
    expect(result.overflow).toBe(true);
  });

  it('leaves text that fits at its size', () => {
    expect(layout(SENTENCE, box(60, 100), { shrinkToFit: true }).scale).toBe(1);
  });
});
