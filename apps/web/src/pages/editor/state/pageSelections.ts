import {
  allPages,
  getPage,
  pageCount,
  type SheetData,
  type VariantSelection,
} from '@pms/sheet/browser';
import type { PageSelections } from './dealerValuesSync';
import { pageSelection } from './variantSelection';

/** Whether two selections choose the same variant of every group. */
export function sameSelection(a: VariantSelection, b: VariantSelection): boolean {
  const entries = Object.entries(a);
  return (
    entries.length === Object.keys(b).length &&
    entries.every(([group, variant]) => b[Number(group)] === variant)
  );
}

/** Whether the sheet still takes a dealer's value for this element name. */
export function takesValue(data: SheetData, name: string): boolean {
  return allPages(data).some((p) =>
    p.elements.some((e) => e.config.name === name && e.config.dealerEditable === true),
  );
}

/**
 * The variants shown after the user's saved choice arrives: that choice, unless the link (a
 * search's match) names variants; then those are shown, and kept as the choice.
 */
export function restoredSelection(
  saved: PageSelections,
  data: SheetData,
  ids: readonly number[],
  term: string,
): PageSelections {
  if (ids.length === 0) return saved;
  const fromLink: Record<number, VariantSelection> = {};
  for (let index = 0; index < pageCount(data); index++) {
    const target = getPage(data, index);
    if (target.variant_groups.length > 0) fromLink[index] = pageSelection(target, ids, term);
  }
  return fromLink;
}
