import { SheetOperationError } from '../model/pages.ts';
import type { Page, Variant } from '../model/sheet.ts';

/** The selected variant id per variant group id. */
export type VariantSelection = Record<number, number>;

type VariantsOfPage = Pick<Page, 'variants' | 'variant_groups'>;

function variantsOfGroup(page: VariantsOfPage, groupId: number): Variant[] {
  return page.variants.filter((v) => v.group === groupId);
}

/**
 * The selection a page opens with (SPEC section 4): per group, the first variant whose name
 * or details contain `search` (trimmed, case-insensitive), else the group's first variant.
 * Groups without variants are left out.
 */
export function defaultSelection(page: VariantsOfPage, search = ''): VariantSelection {
  const needle = search.trim().toLowerCase();
  const matches = (v: Variant) =>
    needle !== '' &&
    (v.name.toLowerCase().includes(needle) || v.details.toLowerCase().includes(needle));
  const selection: VariantSelection = {};
  for (const group of page.variant_groups) {
    const variants = variantsOfGroup(page, group.id);
    const chosen = variants.find(matches) ?? variants[0];
    if (chosen !== undefined) selection[group.id] = chosen.id;
  }
  return selection;
}

/**
 * Selects `variantId` in `groupId` and returns the new selection. Every other group sharing a
 * connected set with `groupId` switches to its variant at the same position, if it has one.
 */
export function selectVariant(
  page: VariantsOfPage,
  selection: VariantSelection,
  groupId: number,
  variantId: number,
  connectedGroups: readonly (readonly number[])[] = [],
): VariantSelection {
  const position = variantsOfGroup(page, groupId).findIndex((v) => v.id === variantId);
  if (position < 0) {
    throw new SheetOperationError(`Variant ${variantId} is not in variant group ${groupId}`);
  }
  const next: VariantSelection = { ...selection, [groupId]: variantId };
  for (const set of connectedGroups) {
    if (!set.includes(groupId)) continue;
    for (const other of set) {
      if (other === groupId) continue;
      const counterpart = variantsOfGroup(page, other)[position];
      if (counterpart !== undefined) next[other] = counterpart.id;
    }
  }
  return next;
}
