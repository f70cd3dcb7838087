import {
  definitionOf,
  type FontKey,
  fontFileUrl,
  getPage,
  hyphenationLanguage,
  loadHyphenation,
  OPEN_FAMILIES,
  resolvePage,
  type SheetData,
  sheetFamilies,
} from '@pms/sheet/browser';
import { rememberOpening } from '../../../storage/openingHints';
import { likelyFaces, loadFaces } from '../canvas/fonts';
import { loadImageAsset } from '../canvas/images';
import { pageSelection } from './variantSelection';

/** Longer than a warm open's fetches take; after it the designer draws with stand-ins as before. */
const PREPARE_MS = 1500;

export interface PageToPrepare {
  data: SheetData;
  /** The ci's brand family, if any. */
  fontFamily: string | null | undefined;
  language: string;
  search: string;
  variantIds: readonly number[];
}

const openFamilies = new Set<string>(OPEN_FAMILIES);

/** A face (`family/face`) as the entry fetches it: its file, and whether the token goes along. */
function fontFile(id: string): { url: string; token: boolean } {
  const [family = '', face = 'regular'] = id.split('/') as [string, FontKey];
  return { url: fontFileUrl(family, face), token: !openFamilies.has(family) };
}

/** The faces and images the first page's layout will likely read. */
function firstPageReads(page: PageToPrepare): { faces: string[]; images: string[] } {
  const first = getPage(page.data, 0);
  const elements = resolvePage(first, pageSelection(first, page.variantIds, page.search));
  const family = page.fontFamily ?? undefined;
  return {
    faces: likelyFaces(elements, sheetFamilies(page.data, family), family),
    images: elements.flatMap((element) => definitionOf(element).imageSources(element.config)),
  };
}

/**
 * Fetches what the first page's layout reads (its likely faces, the hyphenation patterns of the
 * sheet's language, its images' sizes) before the designer first renders: the designer and its
 * panels then render once with the page laid out, instead of rendering, laying out with
 * stand-ins and placeholders, and rendering and laying out again as each arrives (0.1 to 0.3 s
 * of main thread each). Resolves after PREPARE_MS at the latest, never rejects: what is missing
 * then is drawn with stand-ins and fetched by the designer, as it always was. With `path` (the
 * document's API path) they are remembered, for the entry to start them the next time the
 * document is opened (see storage/openingHints.ts).
 */
export function preparePage(page: PageToPrepare, path?: string): Promise<void> {
  const reads = firstPageReads(page);
  if (path) rememberOpening(path, { fonts: reads.faces.map(fontFile), images: reads.images });
  const code = hyphenationLanguage(page.language);
  const loads: Promise<unknown>[] = [loadFaces(reads.faces), ...reads.images.map(loadImageAsset)];
  if (code) loads.push(loadHyphenation(code));
  const settled = Promise.allSettled(loads).then(() => undefined);
  const timeout = new Promise<void>((resolve) => window.setTimeout(resolve, PREPARE_MS));
  return Promise.race([settled, timeout]);
}
