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

/** Whether a sheet matches a search by its name, details or a variant's name or details. */
export function matchesSearch(sheet: SearchSheet, search: string): boolean {
  const term = normalize(search);
  if (term === '') return true;
  return [
    sheet.name,
    sheet.details,
    ...sheet.variants.flatMap((variant) => [variant.name, variant.details]),
  ].some((text) => normalize(text).includes(term));
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
