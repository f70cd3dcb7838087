import type { Font } from 'fontkit';

// Outlines per parsed font and glyph id: the same Font object serves every export in the
// process (layout/fonts.ts parses each font once), so a warm export converts no outline again.
const outlines = new WeakMap<Font, Map<number, string>>();

/**
 * The glyph's outline as SVG path data in font units, y up as in the font: callers scale by
 * fontSize / unitsPerEm and flip y. Empty for glyphs without ink (space).
 */
export function glyphOutline(font: Font, id: number): string {
  let byId = outlines.get(font);
  if (!byId) {
    byId = new Map();
    outlines.set(font, byId);
  }
  let d = byId.get(id);
  if (d === undefined) {
    d = font.getGlyph(id).path.toSVG();
    byId.set(id, d);
  }
  return d;
}
