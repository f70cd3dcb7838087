import type { GlyphRun, Line, RenderItem } from '../render/tree.ts';
import { type FontLibrary, faceOf } from './fonts.ts';
import type { BrokenLine } from './lines.ts';
import type { Piece } from './segments.ts';
import { type LineSpacing, NO_SPACING } from './spacing.ts';
import { sameGlyphStyle } from './style.ts';

function glyphRun(piece: Piece, x: number, baseline: number): GlyphRun {
  const { style } = piece;
  return {
    kind: 'glyphs',
    x,
    y: baseline - style.rise,
    family: style.family,
    ...(style.fallbackFor === undefined ? {} : { fallbackFor: style.fallbackFor }),
    fontKey: style.fontKey,
    fontSize: style.fontSize,
    color: style.color,
    glyphs: [],
    text: '',
  };
}

function underline(
  fonts: FontLibrary,
  piece: Piece,
  x1: number,
  x2: number,
  baseline: number,
): Line {
  const { style } = piece;
  const face = faceOf(fonts, style.family, style.fontKey);
  const y = baseline - style.rise + face.underlineOffset * style.fontSize;
  const width = face.underlineThickness * style.fontSize;
  return { kind: 'line', x1, y1: y, x2, y2: y, width, color: style.color };
}

/** Whether an underline can simply be extended by another piece's underline. */
function continues(line: Line, next: Line): boolean {
  return (
    line.x2 === next.x1 &&
    line.y1 === next.y1 &&
    line.width === next.width &&
    line.color === next.color
  );
}

/**
 * Draws one broken line starting at `x` on `baseline`: consecutive pieces that look alike
 * share a glyph run; underlines follow the glyphs and join across pieces where they line up.
 * `spacing` widens (or narrows) each word space by a share of its width and each letter but the
 * line's last by a share of its font size (justified text, spacing.ts).
 */
export function placeLine(
  fonts: FontLibrary,
  line: Pick<BrokenLine, 'pieces'>,
  x: number,
  baseline: number,
  spacing: LineSpacing = NO_SPACING,
): RenderItem[] {
  const runs: GlyphRun[] = [];
  const underlines: Line[] = [];
  let pen = x;
  let previous: Piece | undefined;
  // The last glyph of the line gets no letter spacing, so that the line ends flush.
  // (Found by position: shaped glyphs are shared between equal words.)
  let lastPiece = -1;
  line.pieces.forEach((piece, index) => {
    if (!piece.space && piece.shaped.glyphs.length > 0) lastPiece = index;
  });
  for (const [index, piece] of line.pieces.entries()) {
    let run = runs.at(-1);
    if (!run || !previous || !sameGlyphStyle(previous.style, piece.style)) {
      run = glyphRun(piece, pen, baseline);
      runs.push(run);
    }
    const start = pen;
    const size = piece.style.fontSize;
    const glyphs = piece.shaped.glyphs;
    for (const [at, glyph] of glyphs.entries()) {
      let extra = 0;
      if (piece.space) extra = glyph.advance * size * spacing.word;
      else if (index !== lastPiece || at < glyphs.length - 1) extra = spacing.letter * size;
      const advance = glyph.advance * size + extra;
      run.glyphs.push({
        id: glyph.id,
        x: pen + glyph.xOffset * piece.style.fontSize,
        advance,
        codePoints: glyph.codePoints,
      });
      pen += advance;
    }
    run.text += piece.text;
    if (piece.style.underline) {
      const next = underline(fonts, piece, start, pen, baseline);
      const last = underlines.at(-1);
      if (last && continues(last, next)) last.x2 = next.x2;
      else underlines.push(next);
    }
    previous = piece;
  }
  return [...runs, ...underlines];
}
