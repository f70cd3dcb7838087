import type { Font } from 'fontkit';

/**
 * fontkit keeps one Glyph object per glyph id, with the code points of the first request for
 * it, and shaping reads them from that object. A composite glyph's outline and a font subset
 * ask for their components by id alone (Noto Sans draws "Č" as "C" and a caron), so a "C" first
 * met that way shaped with no code points for the rest of the process: after the server's
 * warm-up drew the Czech copy, every "C" of every PDF extracted, searched and copied as U+FFFD,
 * and preflight's missing-glyph check could not see it drawn.
 *
 * Wraps the font's getGlyph so that a glyph known without code points learns them from the
 * first request that brings some; a glyph that has code points keeps them (a PDF maps each
 * glyph to one text anyway).
 */
export function keepGlyphCodePoints(font: Font): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints?: number[]) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints && codePoints.length > 0) {
      glyph.codePoints = [...codePoints];
    }
    return glyph;
  };
}
