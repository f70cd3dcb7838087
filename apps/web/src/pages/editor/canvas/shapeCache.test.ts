import type { ShapedText } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { decodeShapes, encodeShapes } from './shapeCache';

const sum = (advances: number[]) => advances.reduce((total, advance) => total + advance, 0);

function shaped(glyphs: ShapedText['glyphs']): ShapedText {
  return { glyphs, advance: sum(glyphs.map((glyph) => glyph.advance)) };
}

const ligature = shaped([
  { id: 443, advance: 0.5790000000000001, xOffset: 0, codePoints: [0x66, 0x69] },
  { id: 12, advance: 0.1, xOffset: -0.013, codePoints: [0x301] },
]);
const word = shaped([
  { id: 55, advance: 0.61, xOffset: 0, codePoints: [0x54] },
  { id: 1200, advance: 0.3, xOffset: 0.2, codePoints: [] },
]);

describe('kept shaping results', () => {
  it('come back as they were shaped, advances to the last bit', () => {
    const record = encodeShapes([
      ['fí', ligature],
      ['T', word],
    ]);
    // IndexedDB keeps a structured copy.
    const decoded = decodeShapes(structuredClone(record));
    expect(decoded).toEqual([
      ['fí', ligature],
      ['T', word],
    ]);
    expect(decoded?.[0]?.[1].advance).toBe(ligature.advance);
  });

  it('keep the most recent texts of a face only', () => {
    const many = Array.from({ length: 4100 }, (_, i) => [`text ${i}`, word] as const);
    const texts = decodeShapes(encodeShapes(many))?.map(([text]) => text);
    expect(texts).toHaveLength(4000);
    expect(texts?.[0]).toBe('text 100');
    expect(texts?.at(-1)).toBe('text 4099');
  });

  it('are not used from another build, another format, or a damaged record', () => {
    const record = encodeShapes([['T', word]]);
    const damaged = (change: Record<string, unknown>) => decodeShapes({ ...record, ...change });
    expect(decodeShapes(record)).not.toBeNull();
    expect(damaged({ build: '/assets/SheetEditorPage-older.js' })).toBeNull();
    expect(damaged({ format: 2 })).toBeNull();
    expect(damaged({ texts: ['T', 'U'] })).toBeNull();
    expect(damaged({ texts: [7] })).toBeNull();
    // A glyph cut short, a fractional glyph id, a code point past Unicode, a count past the end.
    expect(damaged({ glyphs: [[55, 0.61, 0]] })).toBeNull();
    expect(damaged({ glyphs: [[55.5, 0.61, 0, 0]] })).toBeNull();
    expect(damaged({ glyphs: [[55, 0.61, 0, 1, 0x110000]] })).toBeNull();
    expect(damaged({ glyphs: [[55, 0.61, 0, 3, 0x54]] })).toBeNull();
    expect(damaged({ glyphs: [[55, Number.NaN, 0, 0]] })).toBeNull();
    expect(decodeShapes(null)).toBeNull();
    expect(decodeShapes('record')).toBeNull();
  });
});
