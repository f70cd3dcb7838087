import { describe, expect, it } from 'vitest';
import type { GlyphRun } from '../../render/tree.ts';
import { textElement } from '../../testing/elements.ts';
import { openFonts } from '../../testing/fonts.ts';
import { nth } from '../../testing/nth.ts';
import { pElement } from './index.ts';
import { layoutText } from './layout.ts';

const ctx = { fonts: openFonts(), images: new Map() };
const style = { left: 100, top: 200, width: 200, height: 100 };
const glyphRuns = (items: { kind: string }[]) =>
  items.filter((i): i is GlyphRun => i.kind === 'glyphs');

describe('layoutText', () => {
  it('is the text element definition’s layout', () => {
    expect(pElement.layout).toBe(layoutText);
  });

  it('places the text at the box’s top-left in black, 10 pt', () => {
    const [run] = glyphRuns(layoutText(textElement(), ctx).items);
    expect(run?.x).toBe(100);
    expect(run?.y).toBeCloseTo(200 + 9.88);
    expect(run?.fontSize).toBe(10);
    expect(run?.color).toBe('#000000');
  });

  it('shrinks overflowing text to fit when the element asks for it', () => {
    const long = `<p>${'Winter wheels for every season and every road. '.repeat(12)}</p>`;
    const overflowing = layoutText(textElement({ text: long, style }), ctx);
    expect(overflowing.overflow).toBe(true);
    const shrunk = layoutText(textElement({ text: long, style, shrinkToFit: true }), ctx);
    expect(shrunk.overflow).toBe(false);
    const sizes = glyphRuns(shrunk.items).map((run) => run.fontSize);
    expect(Math.max(...sizes)).toBeLessThan(10);
  });

  describe('shrinking has a floor (issue #44)', () => {
    // The example: a dealer's 590 characters in a small shrinking field printed at 4 pt.
    const dealerText = 'Autohaus Muster, Ihr Partner für Reifen und Räder in der Region. '
      .repeat(10)
      .slice(0, 590);
    const small = { ...style, height: 40 };
    const sizes = (items: { kind: string }[]) => glyphRuns(items).map((run) => run.fontSize);

    it('stops at 6 pt by default and reports the rest as overflow', () => {
      expect(dealerText).toHaveLength(590);
      const laidOut = layoutText(
        textElement({ text: dealerText, style: small, shrinkToFit: true }),
        ctx,
      );
      expect(Math.min(...sizes(laidOut.items))).toBe(6);
      expect(laidOut.overflow).toBe(true);
      expect(laidOut.overflowHeight).toBeGreaterThan(0);
    });

    it('goes down to the minimum the admin set, and no further', () => {
      const four = layoutText(
        textElement({ text: dealerText, style: small, shrinkToFit: true, minFontSize: 4 }),
        ctx,
      );
      expect(four.overflow).toBe(false);
      expect(Math.min(...sizes(four.items))).toBeGreaterThanOrEqual(4);
      expect(Math.min(...sizes(four.items))).toBeLessThan(6);
      const eight = layoutText(
        textElement({ text: dealerText, style: small, shrinkToFit: true, minFontSize: 8 }),
        ctx,
      );
      expect(Math.min(...sizes(eight.items))).toBe(8);
      expect(eight.overflow).toBe(true);
    });
  });

  it('moves the content by the padding', () => {
    const padded = textElement({
      style: { ...style, paddingLeft: 12, paddingTop: 8, paddingRight: 30 },
    });
    const [run] = glyphRuns(layoutText(padded, ctx).items);
    expect(run?.x).toBe(112);
    expect(run?.y).toBeCloseTo(208 + 9.88);
    const right = textElement({
      text: 'Hi',
      style: { ...style, paddingRight: 30, textAlign: 'right' },
    });
    const [rightRun] = glyphRuns(layoutText(right, ctx).items);
    const last = nth(rightRun?.glyphs ?? [], -1);
    expect(last.x + last.advance).toBeCloseTo(270);
  });

  it('draws the background over the whole box, under the text', () => {
    const items = layoutText(
      textElement({ style: { ...style, backgroundColor: '#FFCC00' } }),
      ctx,
    ).items;
    expect(items[0]).toEqual({
      kind: 'rect',
      x: 100,
      y: 200,
      width: 200,
      height: 100,
      fill: '#ffcc00',
    });
    expect(
      layoutText(textElement({ style: { ...style, backgroundColor: 'transparent' } }), ctx).items[0]
        ?.kind,
    ).toBe('glyphs');
  });

  it('uses the element’s fontSize and colour', () => {
    const element = textElement({ fontSize: 14, style: { ...style, color: '#abc' } });
    const [run] = glyphRuns(layoutText(element, ctx).items);
    expect(run?.fontSize).toBe(14);
    expect(run?.color).toBe('#aabbcc');
  });

  it('reports overflow of the content box', () => {
    const long = textElement({ text: 'word '.repeat(200), style: { ...style, paddingBottom: 10 } });
    const result = layoutText(long, ctx);
    expect(result.overflow).toBe(true);
    expect(result.overflowHeight).toBeGreaterThan(0);
    expect(layoutText(textElement(), ctx).overflow).toBe(false);
  });
});
