import { describe, expect, it } from 'vitest';
import { notoSansSource } from '../testing/fonts.ts';
import { createFontSet, parseFont } from './fonts.ts';

/** Noto Sans Regular in an array of its own content (one byte more), so this process parses it afresh. */
function freshRegular(): Uint8Array {
  const source = notoSansSource().regular;
  const bytes = new Uint8Array(source.length + 1);
  bytes.set(source);
  return bytes;
}

describe('glyph code points', () => {
  it('shape "C" with its code point after the composite "Č" was drawn first', () => {
    const bytes = freshRegular();
    const font = parseFont(bytes);
    expect(parseFont(notoSansSource().regular)).not.toBe(font);
    // Drawing Č asks fontkit for its components by id, before any C was shaped.
    expect(font.glyphForCodePoint(0x10c).path.commands.length).toBeGreaterThan(0);
    const set = createFontSet({ regular: bytes, bold: bytes, italic: bytes, boldItalic: bytes });
    const shaped = set.faces.regular.shape('Cold Č');
    expect(shaped.glyphs.map((glyph) => glyph.codePoints)).toEqual([
      [0x43],
      [0x6f],
      [0x6c],
      [0x64],
      [0x20],
      [0x10c],
    ]);
  });
});
