// Memoizing pure layout steps by their inputs (never by the identity of objects a request
// creates afresh): a warm export then repeats little of the work of the one before.
import { type FontLibrary, type FontSet, fontSetId } from './fonts.ts';

/**
 * A map that holds at most `limit` entries and is cleared when full: it bounds the memory of a
 * long-running server, and clearing changes speed only, never a result.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  /** The cached value for `key`, computed by `make` and cached on a miss. */
  get(key: string, make: () => V): V {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = make();
      if (this.entries.size >= this.limit) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}

const faceIds = new WeakMap<object, number>();
let nextFaceId = 0;

function faceId(face: object): number {
  let id = faceIds.get(face);
  if (id === undefined) {
    id = nextFaceId++;
    faceIds.set(face, id);
  }
  return id;
}

/**
 * A key for the faces of a font set: sets of the same fonts share the key. Sets the engine made
 * know it without parsing their faces (they are parsed on first use); others are keyed by their
 * parsed faces (once per process, so equal bytes give the same face).
 */
export function fontSetKey(fonts: FontSet): string {
  const known = fontSetId(fonts);
  if (known !== undefined) return known;
  const { regular, bold, italic, boldItalic } = fonts.faces;
  return `${faceId(regular)},${faceId(bold)},${faceId(italic)},${faceId(boldItalic)}`;
}

const libraryKeys = new WeakMap<FontLibrary, string>();

/** A key for a library's families and their faces (see `fontSetKey`); once per library. */
export function fontLibraryKey(library: FontLibrary): string {
  let key = libraryKeys.get(library);
  if (key === undefined) {
    key = '';
    for (const [id, fonts] of library.families) key += `${id}:${fontSetKey(fonts)};`;
    libraryKeys.set(library, key);
  }
  return key;
}
