import { describe, expect, it } from 'vitest';
import type { FontKey } from '../render/tree.ts';
import { notoSans, notoSansSource, openFonts } from '../testing/fonts.ts';
import {
  createFontSet,
  createPartialFontSet,
  knownShapes,
  parseFont,
  type ShapedText,
  seedShapes,
  underlineMetrics,
} from './fonts.ts';
import { fontSetKey } from './memo.ts';

describe('fonts', () => {
  it('parse each font once: the same bytes, or a copy of them, give the same Font', () => {
    const source = notoSansSource();
    const font = parseFont(source.regular);
    expect(parseFont(source.regular)).toBe(font);
    expect(parseFont(source.regular.slice())).toBe(font);
    expect(parseFont(source.bold)).not.toBe(font);
    expect(createFontSet(source).faces.regular).toBe(notoSans().faces.regular);
  });

  it('parse a face on first use only: a set with unreadable bold bytes works until bold is asked for', () => {
    const source = { ...notoSansSource(), bold: new Uint8Array([1, 2, 3, 4, 5, 6]) };
    const set = createFontSet(source);
    expect(set.faces.regular.shape('A').advance).toBeGreaterThan(0);
    expect(fontSetKey(set)).toBe(
      fontSetKey(createFontSet({ ...source, bold: source.bold.slice() })),
    );
    expect(() => set.faces.bold).toThrow();
  });

  it('draw a partial family with the faces at hand and report each face it lacks', () => {
    const full = notoSansSource();
    const missing: FontKey[] = [];
    const partial = createPartialFontSet({ regular: full.regular }, null, (face) =>
      missing.push(face),
    );
    expect(partial.faces.regular).toBe(notoSans().faces.regular);
    expect(missing).toEqual([]);
    expect(partial.faces.bold).toBe(notoSans().faces.regular);
    expect(partial.faces.bold).toBe(notoSans().faces.regular);
    expect(missing).toEqual(['bold']);
    // Laid out with another face than the full family's: memoized layout must not mix them.
    expect(fontSetKey(partial)).not.toBe(fontSetKey(notoSans()));
    const other = createPartialFontSet({}, partial, (face) => missing.push(face));
    expect(other.faces.italic).toBe(notoSans().faces.regular);
    expect(missing).toEqual(['bold', 'italic']);
  });

  it('rejects bytes that are no font', () => {
    expect(() => parseFont(new Uint8Array([1, 2, 3, 4, 5, 6]))).toThrow();
  });

  it('kern: "AV" is narrower than A and V apart', () => {
    const { regular } = notoSans().faces;
    const apart = regular.shape('A').advance + regular.shape('V').advance;
    expect(regular.shape('AV').advance).toBeLessThan(apart - 0.02);
  });

  it('form ligatures and keep the code points they stand for', () => {
    const shaped = notoSans().faces.regular.shape('fi');
    expect(shaped.glyphs).toHaveLength(1);
    expect(shaped.glyphs[0]?.codePoints).toEqual([0x66, 0x69]);
  });

  it('cache shaping results per face', () => {
    const { bold } = notoSans().faces;
    expect(bold.shape('Cached')).toBe(bold.shape('Cached'));
  });

  it('read metrics in em from the font', () => {
    const { regular } = notoSans().faces;
    expect(regular.ascent).toBeCloseTo(1.069);
    expect(regular.descent).toBeCloseTo(0.293);
    expect(regular.underlineThickness).toBeCloseTo(0.05);
  });

  it('read the underline from the post header as fontkit reads it from the whole table', () => {
    for (const family of openFonts().families.values()) {
      for (const face of Object.values(family.faces)) {
        const before = underlineMetrics(face.font);
        expect(before).toEqual({
          position: face.font.underlinePosition,
          thickness: face.font.underlineThickness,
        });
        expect(before.thickness).toBeGreaterThan(0);
        expect(before.position).toBeLessThan(0);
      }
    }
  });

  it('keep the texts a face shaped, and return seeded results instead of shaping again', () => {
    const source = notoSansSource();
    const { regular } = createFontSet(source).faces;
    const shaped = regular.shape('Seeded Tyres');
    expect(knownShapes(source.regular).get('Seeded Tyres')).toBe(shaped);
    // What an earlier page load would hand back: a structured copy, under texts not shaped yet.
    const copy = structuredClone(shaped);
    const planted: ShapedText = {
      glyphs: [{ id: 3, advance: 9, xOffset: 0, codePoints: [0x53] }],
      advance: 9,
    };
    seedShapes(source.regular.slice(), [
      ['Seeded Tyres', planted],
      ['Copied text', copy],
    ]);
    // Known texts keep their results; seeded ones are returned as they were handed over.
    expect(regular.shape('Seeded Tyres')).toBe(shaped);
    expect(regular.shape('Copied text')).toBe(copy);
    expect(knownShapes(source.bold).has('Copied text')).toBe(false);
  });
});
