import { defaultSelection, type Page, type VariantSelection } from '@pms/sheet/browser';

/**
 * The selection for a page: a variant of each group taken from `preferred` (the `variants` the
 * overview put in the URL, or what the user chose) when it belongs to that group, else the
 * engine's default for the search (SPEC section 4). Groups that no longer exist are dropped.
 */
export function pageSelection(
  page: Pick<Page, 'variant_groups' | 'variants'>,
  preferred: Iterable<number>,
  search: string,
): VariantSelection {
  const wanted = new Set(preferred);
  const fallback = defaultSelection(page, search);
  const selection: VariantSelection = {};
  for (const group of page.variant_groups) {
    const chosen = page.variants.find((v) => v.group === group.id && wanted.has(v.id));
    const id = chosen?.id ?? fallback[group.id];
    if (id !== undefined) selection[group.id] = id;
  }
  return selection;
}

/** Variant ids from the `variants` query parameter (`3,7`); anything else is ignored. */
export function parseVariantIds(value: string | null): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}
