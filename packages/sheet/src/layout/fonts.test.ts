import { describe, expect, it } from 'vitest';
import { notoSans, notoSansSource } from '../testing/fonts.ts';
import { createFontSet, parseFont } from './fonts.ts';

describe('fonts', () => {
  it('parse each font once: the same bytes, or a copy of them, give the same Font', () => {
    const source = notoSansSource();
    const font = parseFont(source.regular);
    expect(parseFont(source.regular)).toBe(font);
    expect(parseFont(source.regular.slice())).toBe(font);
    expect(parseFont(source.bold)).not.toBe(font);
    expect(createFontSet(source).faces.regular).toBe(notoSans().faces.regular);
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
});
