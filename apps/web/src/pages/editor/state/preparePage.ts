import {
  definitionOf,
  getPage,
  hyphenationLanguage,
  resolvePage,
  type SheetData,
  sheetFamilies,
  textLanguagesOf,
} from '@pms/sheet/browser';
import { likelyFaces, loadFaces, loadHyphenation, loadImageAsset } from './assets';
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

/**
 * Fetches what the first page's layout reads (its likely faces, the hyphenation patterns of the
 * sheet's language, its images' sizes) before the designer first renders: the designer and its
 * panels then render once with the page laid out, instead of rendering, laying out with
 * stand-ins and placeholders, and rendering and laying out again as each arrives (0.1 to 0.3 s
 * of main thread each). Resolves after PREPARE_MS at the latest, never rejects: what is missing
 * then is drawn with stand-ins and fetched by the designer, as it always was.
 */
export function preparePage(page: PageToPrepare): Promise<void> {
  const first = getPage(page.data, 0);
  const elements = resolvePage(first, pageSelection(first, page.variantIds, page.search));
  const family = page.fontFamily ?? undefined;
  const families = sheetFamilies(page.data, family);
  const loads: Promise<unknown>[] = [
    loadFaces(likelyFaces(elements, families, family)),
    ...elements.flatMap((element) =>
      definitionOf(element).imageSources(element.config).map(loadImageAsset),
    ),
  ];
  for (const language of textLanguagesOf(elements, page.language)) {
    const code = hyphenationLanguage(language);
    if (code) loads.push(loadHyphenation(code));
  }
  const settled = Promise.allSettled(loads).then(() => undefined);
  const timeout = new Promise<void>((resolve) => window.setTimeout(resolve, PREPARE_MS));
  return Promise.race([settled, timeout]);
}
