import { create, type Font } from 'fontkit';
import type { FontKey } from '../render/tree.ts';
import { keepGlyphCodePoints } from './glyphCodePoints.ts';

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

// Every 64th byte: the key only sorts arrays into buckets, and sameBytes decides equality. Hashing
// all of them was the designer's costliest step when it opened a sheet (0.1 to 0.3 s for its
// five faces, each hashed twice).
const KEY_STRIDE = 64;

/** FNV-1a over a sample of the bytes, with the length: equal arrays get equal keys. */
function contentKey(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i += KEY_STRIDE) {
    hash = Math.imul(hash ^ (bytes[i] ?? 0), 0x01000193);
  }
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
  keepGlyphCodePoints(parsed);
  return parsed;
}

/** The Font parsed from these bytes or equal ones, if any; asking does not parse. */
function parsedFont(bytes: Uint8Array): Font | undefined {
  return (
    byArray.get(bytes) ??
    byContent.get(contentKey(bytes))?.find((entry) => sameBytes(entry.bytes, bytes))?.font
  );
}

/**
 * Parses font bytes once per process: the same array, or an equal one, gives the same Font.
 * Throws on bytes that are not a single TTF/OTF/WOFF font.
 */
export function parseFont(bytes: Uint8Array): Font {
  let font = parsedFont(bytes);
  if (!font) {
    font = parse(bytes);
    const key = contentKey(bytes);
    byContent.set(key, [...(byContent.get(key) ?? []), { bytes, font }]);
  }
  byArray.set(bytes, font);
  return font;
}

// Shaping results per parsed font: a face shapes each text once per process, and a browser may
// seed them from an earlier page load (seedShapes), since shaping a face's first text decodes
// its GSUB and GPOS tables, the largest part of the designer's first layout.
const shapeCaches = new WeakMap<Font, Map<string, ShapedText>>();

function shapeCacheOf(font: Font): Map<string, ShapedText> {
  let cache = shapeCaches.get(font);
  if (!cache) {
    cache = new Map();
    shapeCaches.set(font, cache);
  }
  return cache;
}

const NONE: ReadonlyMap<string, ShapedText> = new Map();

/**
 * The texts the face of these bytes has shaped (or been seeded with) in this process, oldest
 * first; none for bytes not parsed yet (asking does not parse them).
 */
export function knownShapes(bytes: Uint8Array): ReadonlyMap<string, ShapedText> {
  const font = parsedFont(bytes);
  return (font && shapeCaches.get(font)) ?? NONE;
}

/**
 * Hands the face of these bytes shaping results it made before (in an earlier page load): it
 * then returns them instead of shaping those texts again. The caller vouches that they came from
 * these bytes and this engine; texts the face already knows keep their results.
 */
export function seedShapes(
  bytes: Uint8Array,
  shapes: Iterable<readonly [string, ShapedText]>,
): void {
  const cache = shapeCacheOf(parseFont(bytes));
  for (const [text, shaped] of shapes) {
    if (cache.size >= SHAPE_CACHE_LIMIT) return;
    if (!cache.has(text)) cache.set(text, shaped);
  }
}

function createFace(font: Font): FontFace {
  const em = font.unitsPerEm;
  const cache = shapeCacheOf(font);
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
  let underline: { offset: number; thickness: number } | undefined;
  const underlineOf = () => {
    if (!underline) {
      const post = underlineMetrics(font);
      const thickness = post.thickness / em;
      // `post.underlinePosition` is the top of the stroke; we draw lines by their centre.
      underline = { offset: -post.position / em + thickness / 2, thickness };
    }
    return underline;
  };
  return {
    font,
    ascent: font.ascent / em,
    descent: Math.abs(font.descent) / em,
    get underlineOffset() {
      return underlineOf().offset;
    },
    get underlineThickness() {
      return underlineOf().thickness;
    },
    shape,
  };
}

/** fontkit's TTF/OTF font as far as underlineMetrics reads it (not in its types). */
interface TableStreams {
  type: string;
  stream: { pos: number };
  _getTableStream(tag: string): { pos: number; readInt16BE(): number } | null;
}

/**
 * The `post` table's underlinePosition and underlineThickness (font units), read from its
 * header. fontkit's own getters decode the whole table, with a name for every glyph: 50 to
 * 80 ms of the designer's first layout for a face, for two numbers.
 */
export function underlineMetrics(font: Font): { position: number; thickness: number } {
  const tables = font as unknown as TableStreams;
  const before = tables.stream.pos;
  const stream = tables.type === 'TTF' ? tables._getTableStream('post') : null;
  if (!stream) return { position: font.underlinePosition, thickness: font.underlineThickness };
  // version (4 bytes) and italicAngle (4) come first.
  stream.pos += 8;
  const position = stream.readInt16BE();
  const thickness = stream.readInt16BE();
  tables.stream.pos = before;
  return { position, thickness };
}

function parsedFace(bytes: Uint8Array): FontFace {
  const font = parseFont(bytes);
  let face = faces.get(font);
  if (!face) {
    face = createFace(font);
    faces.set(font, face);
  }
  return face;
}

const FONT_KEYS: readonly FontKey[] = ['regular', 'bold', 'italic', 'boldItalic'];

const byteIds = new WeakMap<Uint8Array, number>();
const byteIdsByContent = new Map<string, { bytes: Uint8Array; id: number }[]>();
let nextByteId = 0;

/** A number per font file content (equal bytes in another array get the same), without parsing. */
function bytesId(bytes: Uint8Array): number {
  const known = byteIds.get(bytes);
  if (known !== undefined) return known;
  const key = contentKey(bytes);
  const entries = byteIdsByContent.get(key) ?? [];
  let id = entries.find((entry) => sameBytes(entry.bytes, bytes))?.id;
  if (id === undefined) {
    id = nextByteId++;
    entries.push({ bytes, id });
    byteIdsByContent.set(key, entries);
  }
  byteIds.set(bytes, id);
  return id;
}

const setKeys = new WeakMap<FontSet, string>();

/**
 * A key for the faces a set draws with, known without parsing them: sets of equal bytes share
 * it. Undefined for a set made by hand (not by createFontSet or createPartialFontSet).
 */
export function fontSetId(fonts: FontSet): string | undefined {
  return setKeys.get(fonts);
}

/**
 * Faces parsed when first used: a page of regular text never parses the bold face, and a
 * server parses a family's italic only for italic text. `used` hears of each face's first use.
 */
function lazyFaces(source: FontSource, used?: (face: FontKey) => void): Record<FontKey, FontFace> {
  const faces = {} as Record<FontKey, FontFace>;
  for (const key of FONT_KEYS) {
    let face: FontFace | undefined;
    Object.defineProperty(faces, key, {
      enumerable: true,
      get: () => {
        if (face === undefined) {
          used?.(key);
          face = parsedFace(source[key]);
        }
        return face;
      },
    });
  }
  return faces;
}

function registered(source: FontSource, faces: Record<FontKey, FontFace>): FontSet {
  const set: FontSet = { source, faces };
  setKeys.set(set, FONT_KEYS.map((key) => bytesId(source[key])).join(','));
  return set;
}

/** The faces of a family, each parsed on first use, once per process, shared by every FontSet. */
export function createFontSet(source: FontSource): FontSet {
  return registered(source, lazyFaces(source));
}

/**
 * A family of which only some faces are at hand (a browser fetches a face when a page first
 * uses it). A face not at hand is drawn with the family's regular or, without that, with
 * `fallback`'s face of that kind, and `missing` hears which face was wanted: the caller fetches
 * it and lays out again. The set's `source` holds the bytes it actually draws with.
 */
export function createPartialFontSet(
  source: Partial<FontSource>,
  fallback: FontSet | null,
  missing: (face: FontKey) => void,
): FontSet {
  const resolved = {} as FontSource;
  for (const key of FONT_KEYS) {
    const bytes = source[key] ?? source.regular ?? fallback?.source[key];
    if (!bytes) throw new Error('A partial font set needs its regular face or a fallback');
    resolved[key] = bytes;
  }
  return registered(
    resolved,
    lazyFaces(resolved, (key) => {
      if (!source[key]) missing(key);
    }),
  );
}

/** The family every library holds: the default, and the fallback for glyphs others lack. */
export const DEFAULT_FAMILY = 'noto-sans';

/**
 * The family that sets common signs (☎ ✓ → ★ ≤ …) that neither the text's family nor the
 * default has: DejaVu Sans, shipped anyway for the tyre label. The last link of the fallback
 * chain (fallbackChain.ts); which characters it may set is SYMBOL_RANGES there.
 */
export const SYMBOL_FAMILY = 'dejavu-sans';

/**
 * The font families layout may set text in, by id (e.g. 'noto-sans', 'carlito'). A glyph run
 * names its family and face; every renderer draws it with the same library's bytes.
 */
export interface FontLibrary {
  /** Families by id; always holds DEFAULT_FAMILY. */
  readonly families: ReadonlyMap<string, FontSet>;
}

/** A library of the default family and any others; each family's faces parsed once per process. */
export function createFontLibrary(
  defaultFamily: FontSource,
  others: Readonly<Record<string, FontSource>> = {},
): FontLibrary {
  const families = new Map<string, FontSet>([[DEFAULT_FAMILY, createFontSet(defaultFamily)]]);
  for (const [id, source] of Object.entries(others)) {
    if (id !== DEFAULT_FAMILY) families.set(id, createFontSet(source));
  }
  return { families };
}

/**
 * The family `id` of the library, or the default family when the library has none of that id
 * (a browser that has not loaded it, a family since removed): text then still prints.
 */
export function familyOf(library: FontLibrary, id: string): FontSet {
  const family = library.families.get(id) ?? library.families.get(DEFAULT_FAMILY);
  if (!family) throw new Error(`A font library must hold the family ${DEFAULT_FAMILY}`);
  return family;
}

/** The face a glyph run or text style names. */
export function faceOf(library: FontLibrary, family: string, face: FontKey): FontFace {
  return familyOf(library, family).faces[face];
}

/**
 * The open families the engine ships (files in node/fonts.ts): the default, and the tyre label's
 * stand-ins for Calibri and Verdana. The server serves them all; the designer loads those a
 * sheet uses (sheetFamilies).
 */
export const OPEN_FAMILIES = [DEFAULT_FAMILY, 'carlito', 'dejavu-sans'] as const;

const FACE_SLUG: Record<FontKey, string> = {
  regular: 'regular',
  bold: 'bold',
  italic: 'italic',
  boldItalic: 'bold-italic',
};

/** Where the server serves a face's file and the designer fetches it, e.g. /fonts/carlito-bold.ttf. */
export function fontFileUrl(family: string, face: FontKey): string {
  return `/fonts/${family}-${FACE_SLUG[face]}.ttf`;
}
