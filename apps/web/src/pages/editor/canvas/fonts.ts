import {
  createPartialFontSet,
  DEFAULT_FAMILY,
  type Element,
  type FontKey,
  type FontLibrary,
  type FontSet,
  fontFileUrl,
  SYMBOL_FAMILY,
} from '@pms/sheet/browser';
import { fetchFontFile } from '../../../api/fontFiles';
import { whenIdle } from '../../../loading/whenIdle';
import { prefetchShapeRecords } from '../../../storage/shapeStore';
import { keepShapes, seedKeptShapes } from './shapeCache';

// A face is fetched when a page first uses it, not a family's four files up front: most pages
// set no italic, and each face is 0.3 to 0.7 MB to fetch and parse. Layout draws a face not yet
// here with one that is and notes it (see createPartialFontSet); the designer fetches the noted
// faces and lays out again, and calls the page drawn only once nothing is missing.

type FaceId = `${string}/${FontKey}`;

const fetching = new Map<FaceId, Promise<void>>();
const loaded = new Map<FaceId, Uint8Array>();
/**
 * Brand families whose files the server no longer has (deleted): libraries leave them out, so
 * an element that names one is set in the sheet's family, as the exports set it.
 */
const gone = new Set<string>();
const wanted = new Set<FaceId>();

async function fetchFont(url: string, family: string): Promise<Uint8Array | null> {
  const response = await fetchFontFile(url, family);
  if (response.status === 404 && family !== DEFAULT_FAMILY) return null;
  if (!response.ok) throw new Error(`The font ${url} could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Fetches one face once per page load; a failed fetch may be retried. */
function fetchFace(family: string, face: FontKey): Promise<void> {
  const id: FaceId = `${family}/${face}`;
  let loading = fetching.get(id);
  if (loading === undefined) {
    loading = fetchFont(fontFileUrl(family, face), family).then(async (bytes) => {
      if (bytes) {
        await seedKeptShapes(bytes);
        loaded.set(id, bytes);
      } else gone.add(family);
      wanted.delete(id);
    });
    fetching.set(id, loading);
    loading.catch(() => fetching.delete(id));
  }
  return loading;
}

/**
 * Starts fetching the default family's regular face: every page draws with it (it is also the
 * fallback for every face not yet here), so it is worth fetching before the sheet has arrived.
 */
export function preloadFonts(): Promise<void> {
  prefetchShapeRecords();
  return fetchFace(DEFAULT_FAMILY, 'regular');
}

/** Whether a library can be made: the default family's regular face is here. */
export function fontsReady(): boolean {
  return loaded.has(`${DEFAULT_FAMILY}/regular`);
}

/**
 * A library of the faces here so far of the families named (see sheetFamilies) and the default
 * one; a face layout asks for that is not here is noted for missingFaces. Call after
 * fontsReady(); a new library is needed after faces arrive.
 */
export function fontLibrary(ids: readonly string[]): FontLibrary {
  const families = new Map<string, FontSet>();
  const setOf = (family: string, fallback: FontSet | null) => {
    const faceOf = (face: FontKey) => loaded.get(`${family}/${face}`);
    return createPartialFontSet(
      {
        regular: faceOf('regular'),
        bold: faceOf('bold'),
        italic: faceOf('italic'),
        boldItalic: faceOf('boldItalic'),
      },
      fallback,
      (face) => wanted.add(`${family}/${face}`),
    );
  };
  const fallback = setOf(DEFAULT_FAMILY, null);
  families.set(DEFAULT_FAMILY, fallback);
  // The symbol family is the fallback chain's last link (☎ ✓): always in the library, and its
  // faces fetched only when a text has a sign the others lack, as the server sets it.
  for (const id of [...ids, SYMBOL_FAMILY]) {
    if (!families.has(id) && !gone.has(id)) families.set(id, setOf(id, fallback));
  }
  return { families };
}

/** Faces layout asked for that are not here yet: what to fetch before the page is drawn right. */
export function missingFaces(): string[] {
  return [...wanted];
}

/** Fetches faces missingFaces named; resolves once all are here (a new fontLibrary draws with them). */
export async function loadFaces(ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map((id) => {
      const [family = DEFAULT_FAMILY, face = 'regular'] = id.split('/') as [string, FontKey];
      return fetchFace(family, face);
    }),
  );
}

/**
 * The faces a page's elements will likely ask for, known before layout: the regular of the
 * family its text is set in (a ci's brand family, and Noto Sans for what that lacks), its rich
 * text's bold and italic runs in that family (an element's own family, fontFamily, for its
 * text), and the regular and bold of a tyre label's families. Fetched as soon as the page is known, so the first layout seldom notes a face and
 * has to run again; what layout notes stays the exact account.
 */
export function likelyFaces(
  elements: readonly Element[],
  families: readonly string[],
  textFamily: string = DEFAULT_FAMILY,
): string[] {
  const faces = new Set<FaceId>([`${DEFAULT_FAMILY}/regular`]);
  for (const element of elements) {
    const own = (element.config as { fontFamily?: unknown }).fontFamily;
    const family = typeof own === 'string' ? own : textFamily;
    faces.add(`${family}/regular`);
    const text = JSON.stringify(element);
    if (text.includes('<strong')) faces.add(`${family}/bold`);
    if (text.includes('<em')) faces.add(`${family}/italic`);
  }
  if (elements.length === 0) faces.add(`${textFamily}/regular`);
  if (elements.some((element) => element.type === 'tyre_label')) {
    for (const family of families) {
      if (family === DEFAULT_FAMILY) continue;
      faces.add(`${family}/regular`);
      faces.add(`${family}/bold`);
    }
  }
  return [...faces];
}

/** Whether every face named is here (a deleted family's never comes: it counts as here). */
export function facesHere(ids: readonly string[]): boolean {
  return ids.every((id) => loaded.has(id as FaceId) || gone.has(id.slice(0, id.indexOf('/'))));
}

let keeping = false;

/**
 * Keeps what the faces here have shaped for the next page load (see shapeCache), once the
 * browser is idle after a layout; a layout while that is pending adds to the same write.
 */
export function keepShapesWhenIdle(): void {
  if (keeping) return;
  keeping = true;
  const write = () => {
    keeping = false;
    void keepShapes(loaded.values());
  };
  whenIdle(write, { timeout: 2000, fallbackMs: 200 });
}
