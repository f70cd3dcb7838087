import { knownShapes, type ShapedGlyph, type ShapedText, seedShapes } from '@pms/sheet/browser';
import { readShapeRecord, writeShapeRecord } from '../../../storage/shapeStore';

// Shaping a face's first text decodes its GSUB and GPOS tables: 100 to 200 ms of every opening
// of the designer, the same work on every page load. So the texts each face shaped are kept in
// IndexedDB per font file (by its SHA-256) and handed back to the engine when that file is
// fetched again; a warm opening then shapes only texts it has never seen.

/**
 * The build that wrote a record: this module's address names its chunk, whose hash changes with
 * any change to the engine it imports (fontkit included). Another build's record is ignored.
 */
const BUILD = new URL(import.meta.url).pathname;
const FORMAT = 1;
/** Texts kept per face: the most recent ones (a few hundred KB at most). */
const TEXTS_PER_FACE = 4000;
/** Longer than this and the record is not waited for: opening on time beats opening warm. */
const READ_TIMEOUT_MS = 400;
const HIGHEST_CODE_POINT = 0x10ffff;

/**
 * One face's shaping results as kept: `glyphs[i]` are the glyphs of `texts[i]` as flat numbers,
 * per glyph its id, advance, xOffset, the count of its code points and those code points.
 */
export interface ShapeRecord {
  format: number;
  build: string;
  texts: string[];
  glyphs: number[][];
}

export function encodeShapes(shapes: Iterable<readonly [string, ShapedText]>): ShapeRecord {
  const kept = [...shapes].slice(-TEXTS_PER_FACE);
  return {
    format: FORMAT,
    build: BUILD,
    texts: kept.map(([text]) => text),
    glyphs: kept.map(([, shaped]) =>
      shaped.glyphs.flatMap((glyph) => [
        glyph.id,
        glyph.advance,
        glyph.xOffset,
        glyph.codePoints.length,
        ...glyph.codePoints,
      ]),
    ),
  };
}

const isCount = (value: unknown, below = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= below;

function decodeGlyphs(flat: unknown): ShapedGlyph[] | null {
  if (!Array.isArray(flat)) return null;
  const glyphs: ShapedGlyph[] = [];
  let at = 0;
  while (at < flat.length) {
    const [id, advance, xOffset, count] = flat.slice(at, at + 4);
    if (!isCount(id) || !Number.isFinite(advance) || !Number.isFinite(xOffset)) return null;
    if (!isCount(count, flat.length - at - 4)) return null;
    const codePoints = flat.slice(at + 4, at + 4 + count);
    if (!codePoints.every((point) => isCount(point, HIGHEST_CODE_POINT))) return null;
    glyphs.push({ id, advance: advance as number, xOffset: xOffset as number, codePoints });
    at += 4 + count;
  }
  return glyphs;
}

/**
 * The shaping results a record holds, or null when it is not one this build wrote whole (a
 * record from another build, a damaged one): then nothing of it is used.
 */
export function decodeShapes(record: unknown): [string, ShapedText][] | null {
  if (typeof record !== 'object' || record === null) return null;
  const { format, build, texts, glyphs } = record as Partial<ShapeRecord>;
  if (format !== FORMAT || build !== BUILD) return null;
  if (!Array.isArray(texts) || !Array.isArray(glyphs) || texts.length !== glyphs.length) {
    return null;
  }
  const shapes: [string, ShapedText][] = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    const decoded = decodeGlyphs(glyphs[i]);
    if (typeof text !== 'string' || !decoded) return null;
    // Summed as the engine sums a fresh result, so the advance is the same to the last bit.
    const advance = decoded.reduce((sum, glyph) => sum + glyph.advance, 0);
    shapes.push([text, { glyphs: decoded, advance }]);
  }
  return shapes;
}

/** What is kept of a font file: its key, and how many texts its face knew when last written. */
const kept = new WeakMap<Uint8Array, { key: string; written: number }>();

async function keyOf(bytes: Uint8Array): Promise<string | null> {
  // crypto.subtle exists only in secure contexts (https, localhost); elsewhere nothing is kept.
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const timeout = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

/**
 * Hands the engine the shaping results kept for this font file, if any; resolves in any case
 * (at the latest after READ_TIMEOUT_MS), never rejects.
 */
export async function seedKeptShapes(bytes: Uint8Array): Promise<void> {
  const start = performance.now();
  try {
    const key = await keyOf(bytes);
    if (!key) return;
    const shapes = decodeShapes(
      await Promise.race([readShapeRecord(key), timeout(READ_TIMEOUT_MS)]),
    );
    if (shapes) {
      seedShapes(bytes, shapes);
      // For DevTools' timings and bench:editor: how much of the opening was known already,
      // and what reading it cost.
      performance.measure('kept shapes', { start, detail: { texts: shapes.length } });
    }
    kept.set(bytes, { key, written: shapes ? knownShapes(bytes).size : 0 });
  } catch {
    // Keeping shapes is a convenience: without it the designer shapes as it always did.
  }
}

/** Writes the results of every face among `files` that has shaped new texts since last written. */
export async function keepShapes(files: Iterable<Uint8Array>): Promise<void> {
  for (const bytes of files) {
    const entry = kept.get(bytes);
    if (!entry) continue;
    const shapes = knownShapes(bytes);
    if (shapes.size === entry.written) continue;
    entry.written = shapes.size;
    await writeShapeRecord(entry.key, encodeShapes(shapes));
  }
}
