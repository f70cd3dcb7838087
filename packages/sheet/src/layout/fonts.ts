import { create, type Font } from 'fontkit';
import type { FontKey } from '../render/tree.ts';

/** The bytes (TTF or OTF) of the four faces of a font family; how they are loaded is the caller's business. */
export interface FontSource {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
  boldItalic: Uint8Array;
}

/** A glyph as shaped, in em (multiply by the font size for points). */
export interface ShapedGlyph {
  id: number;
  /** Advance after kerning. */
  advance: number;
  /** Shift of the glyph from the pen position (mark positioning). */
  xOffset: number;
  codePoints: number[];
}

/** A shaped string: its glyphs and total advance in em. */
export interface ShapedText {
  glyphs: readonly ShapedGlyph[];
  advance: number;
}

/** One parsed face with its metrics in em and a cached shaper. */
export interface FontFace {
  font: Font;
  /** Height above the baseline (hhea ascent), positive. */
  ascent: number;
  /** Depth below the baseline (hhea descent), positive. */
  descent: number;
  /** Distance of the underline's centre below the baseline, positive. */
  underlineOffset: number;
  underlineThickness: number;
  /** Shapes text with the font's default features (kerning, ligatures, marks). */
  shape(text: string): ShapedText;
}

/** The faces layout draws with, and the bytes renderers embed. */
export interface FontSet {
  source: FontSource;
  faces: Readonly<Record<FontKey, FontFace>>;
}

const byArray = new WeakMap<Uint8Array, Font>();
const byContent = new Map<string, { bytes: Uint8Array; font: Font }[]>();
const faces = new WeakMap<Font, FontFace>();

// Bounds the memory of a long-running server; clearing changes speed only, never results.
const SHAPE_CACHE_LIMIT = 50_000;

/** FNV-1a over the bytes: cheap enough to run once per new array (a font is ~0.5 MB). */
function contentKey(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return `${bytes.length}:${(hash >>> 0).toString(16)}`;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function parse(bytes: Uint8Array): Font {
  // fontkit 2 reads through a DataView, so a plain Uint8Array works in the browser and in Node;
  // its types still ask for a Node Buffer.
  const parsed = create(bytes as unknown as Parameters<typeof create>[0]);
  if (!('layout' in parsed)) throw new Error('Font collections (TTC/DFONT) are not supported');
  return parsed;
}

/**
 * Parses font bytes once per process: the same array, or an equal one, gives the same Font.
 * Throws on bytes that are not a single TTF/OTF/WOFF font.
 */
export function parseFont(bytes: Uint8Array): Font {
  const known = byArray.get(bytes);
  if (known) return known;
  const key = contentKey(bytes);
  const entries = byContent.get(key) ?? [];
  let font = entries.find((entry) => sameBytes(entry.bytes, bytes))?.font;
  if (!font) {
    font = parse(bytes);
    entries.push({ bytes, font });
    byContent.set(key, entries);
  }
  byArray.set(bytes, font);
  return font;
}

function createFace(font: Font): FontFace {
  const em = font.unitsPerEm;
  const cache = new Map<string, ShapedText>();
  const shape = (text: string): ShapedText => {
    const hit = cache.get(text);
    if (hit) return hit;
    const run = font.layout(text);
    const glyphs = run.glyphs.map((glyph, i) => {
      const position = run.positions[i];
      return {
        id: glyph.id,
        advance: (position?.xAdvance ?? glyph.advanceWidth) / em,
        xOffset: (position?.xOffset ?? 0) / em,
        codePoints: [...glyph.codePoints],
      };
    });
    const shaped = { glyphs, advance: glyphs.reduce((sum, g) => sum + g.advance, 0) };
    if (cache.size >= SHAPE_CACHE_LIMIT) cache.clear();
    cache.set(text, shaped);
    return shaped;
  };
  const thickness = font.underlineThickness / em;
  return {
    font,
    ascent: font.ascent / em,
    descent: Math.abs(font.descent) / em,
    // `post.underlinePosition` is the top of the stroke; we draw lines by their centre.
    underlineOffset: -font.underlinePosition / em + thickness / 2,
    underlineThickness: thickness,
    shape,
  };
}

function faceOf(bytes: Uint8Array): FontFace {
  const font = parseFont(bytes);
  let face = faces.get(font);
  if (!face) {
    face = createFace(font);
    faces.set(font, face);
  }
  return face;
}

/** The faces of a font family, parsed once per process and shared by every FontSet. */
export function createFontSet(source: FontSource): FontSet {
  return {
    source,
    faces: {
      regular: faceOf(source.regular),
      bold: faceOf(source.bold),
      italic: faceOf(source.italic),
      boldItalic: faceOf(source.boldItalic),
    },
  };
}
