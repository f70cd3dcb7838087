import type { RegionalSheet } from '../../api/regionalSheets';
import type { SheetSummary } from '../../api/sheets';

/** A card of the overview: a master, or for regional users the region's copy of it. */
export type OverviewSheet = SheetSummary & {
  /** The copy the card shows and opens, for regional users. */
  copy?: RegionalSheet;
};

/**
 * Regional users see each copy as itself (issue #16): its own name, details, thumbnail, status
 * and variants, so the card and the search show the copy's words. The master's id and
 * category stay, for navigation (SPEC section 4) and to find the copy again.
 */
export function asCopyCards(
  sheets: readonly SheetSummary[],
  copies: readonly RegionalSheet[],
): OverviewSheet[] {
  if (copies.length === 0) return [...sheets];
  const byMaster = new Map(copies.map((copy) => [copy.master, copy]));
  return sheets.map((sheet) => {
    const copy = byMaster.get(sheet['@id']);
    if (!copy) return sheet;
    return {
      ...sheet,
      name: copy.name ?? sheet.name,
      details: copy.details ?? sheet.details,
      thumbnail: copy.thumbnail ?? sheet.thumbnail,
      status: copy.status ?? sheet.status,
      variants: copy.variants,
      variant_groups: copy.variant_groups,
      copy,
    };
  });
}

/**
 * Released masters without a copy for the region: what its region admin may copy. A copy in
 * the regional list counts too, so a copy just made leaves this list even while the master
 * list that names it is still reloading.
 */
export function mastersWithoutCopy(
  sheets: readonly SheetSummary[],
  region: string,
  copies: readonly RegionalSheet[] = [],
): SheetSummary[] {
  const copied = new Set(copies.filter((copy) => copy.region === region).map((c) => c.master));
  return sheets.filter(
    (sheet) =>
      sheet.status === 'unlocked' &&
      !copied.has(sheet['@id']) &&
      !sheet.regionalSheets.some((copy) => copy.region === region),
  );
}
