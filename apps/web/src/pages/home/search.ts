import type { SheetSummary } from '../../api/sheets';

/** Lowercase without diacritics, so "Zimní" matches "zimni" and "ÖL" matches "ol". */
export function normalize(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

type SearchSheet = Pick<SheetSummary, 'name' | 'details' | 'variants' | 'variant_groups'>;

// A character no one types: joins the fields, so a search cannot match across two of them.
const FIELD_BREAK = '\u0000';

/** Fields as one normalized text to search in; a search term never spans two of them. */
export function searchableText(fields: readonly (string | null | undefined)[]): string {
  return fields.map(normalize).join(FIELD_BREAK);
}
const searchTexts = new WeakMap<SearchSheet, string>();

/**
 * What a sheet is searched by, normalized once per sheet object (the list keeps its objects
 * while pages stream in), so a keystroke compares strings instead of normalizing thousands.
 */
export function searchText(sheet: SearchSheet): string {
  let text = searchTexts.get(sheet);
  if (text === undefined) {
    text = searchableText([
      sheet.name,
      sheet.details,
      ...sheet.variants.flatMap((variant) => [variant.name, variant.details]),
    ]);
    searchTexts.set(sheet, text);
  }
  return text;
}

/**
 * Prepares the search texts of these sheets while the browser is idle, a slice at a time, so
 * the first keystroke does not have to prepare thousands. Answers a function that stops it.
 */
export function prepareSearchTexts(sheets: readonly SearchSheet[]): () => void {
  // Browsers without idle callbacks (Safari, jsdom) prepare on the first search instead.
  if (typeof requestIdleCallback === 'undefined') return () => {};
  let next = 0;
  let handle = 0;
  const work = (deadline: IdleDeadline) => {
    while (next < sheets.length && deadline.timeRemaining() > 1) {
      const sheet = sheets[next++];
      if (sheet) searchText(sheet);
    }
    if (next < sheets.length) handle = requestIdleCallback(work);
  };
  handle = requestIdleCallback(work);
  return () => cancelIdleCallback(handle);
}

/** Whether a sheet matches a search by its name, details or a variant's name or details. */
export function matchesSearch(sheet: SearchSheet, search: string): boolean {
  const term = normalize(search);
  return term === '' || searchText(sheet).includes(term);
}

// The last filtering, so typing on can narrow its results instead of every sheet.
let last: { sheets: readonly SearchSheet[]; term: string; results: readonly SearchSheet[] } | null =
  null;

/**
 * The sheets matching a search, in their order; the search is normalized once. While the list
 * stays the same and the search grows ("whe" to "whee"), only the last results can match, so
 * those are filtered instead of all sheets.
 */
export function filterBySearch<T extends SearchSheet>(sheets: readonly T[], search: string): T[] {
  const term = normalize(search);
  if (term === '') return [...sheets];
  const from = last !== null && last.sheets === sheets && term.includes(last.term) ? last : null;
  // Only ever this list's own sheets: `last.sheets === sheets` above.
  const candidates = (from?.results ?? sheets) as readonly T[];
  const results = candidates.filter((sheet) => searchText(sheet).includes(term));
  last = { sheets, term, results };
  return results;
}

/**
 * The default variant selection (SPEC section 4): per group, the first variant whose name or
 * details match the search, else the group's first variant. Answers variant ids in group order.
 */
export function defaultVariants(sheet: SearchSheet, search: string): number[] {
  const term = normalize(search);
  const matches = (text: string | null | undefined) =>
    term !== '' && normalize(text).includes(term);
  return sheet.variant_groups.flatMap((group) => {
    const inGroup = sheet.variants.filter((variant) => variant.group === group.id);
    const chosen =
      inGroup.find((variant) => matches(variant.name) || matches(variant.details)) ?? inGroup[0];
    return chosen ? [chosen.id] : [];
  });
}

/**
 * Where a sheet opens, with the search and the default variants in the query so the designer
 * can preselect them: `/edit/{id}` for admins, `/edit-region/{regionalId}` for everyone else.
 */
export function openPath(target: string, sheet: SearchSheet, search: string): string {
  const parts: string[] = [];
  if (search.trim() !== '') parts.push(`search=${encodeURIComponent(search.trim())}`);
  const variants = defaultVariants(sheet, search);
  // Ids are digits, so the comma list needs no escaping and stays readable.
  if (variants.length > 0) parts.push(`variants=${variants.join(',')}`);
  return parts.length > 0 ? `${target}?${parts.join('&')}` : target;
}

/**
 * A card's thumbnail for a search: the server draws the variants the search selects (a search
 * for "18 inch" shows the 18-inch wheel), asked only when they differ from what the page opens
 * with, so every other card keeps the one cached image.
 */
export function thumbnailFor(
  sheet: SearchSheet & { thumbnail?: string | null | undefined },
  search: string,
): string | null {
  const url = sheet.thumbnail ?? null;
  const term = search.trim();
  if (url === null || term === '') return url;
  const chosen = defaultVariants(sheet, term);
  const plain = defaultVariants(sheet, '');
  if (chosen.every((id, index) => plain[index] === id)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}search=${encodeURIComponent(term)}`;
}
