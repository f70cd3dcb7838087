import {
  allPages,
  type Page,
  type SheetData,
  selectVariant,
  type Variant,
  type VariantSelection,
} from '@pms/sheet/browser';

/** One combination of variants and what to call its files. */
export interface Combination {
  selection: VariantSelection;
  /** The chosen variants' names, in group order. */
  names: string[];
}

/**
 * Every combination of variants of a sheet, for the "all variants" ZIP: the product over the
 * variant groups of all pages (the export applies one selection to every page, keyed by group
 * id), where connected groups (SPEC section 3) move together and so count once.
 */
export function variantCombinations(data: SheetData): Combination[] {
  /** Per group id, the page it stands for (the first page that has it) and its variants. */
  const groups = new Map<number, { page: Page; variants: Variant[] }>();
  // One list, so that a page's identity can be compared (page 0 is built on each call).
  const pages = allPages(data);
  for (const page of pages) {
    for (const group of page.variant_groups) {
      if (groups.has(group.id)) continue;
      const variants = page.variants.filter((variant) => variant.group === group.id);
      groups.set(group.id, { page, variants });
    }
  }
  // A group follows the first group of a set it shares on its own page.
  const followers = new Set(
    pages.flatMap((page) =>
      page.connected_groups.flatMap((set) =>
        set.slice(1).filter((id) => groups.get(id)?.page === page),
      ),
    ),
  );
  let selections: VariantSelection[] = [{}];
  for (const [groupId, { page, variants }] of groups) {
    if (followers.has(groupId) || variants.length === 0) continue;
    selections = selections.flatMap((selection) =>
      variants.map((variant) => ({
        ...selection,
        ...selectVariant(page, selection, groupId, variant.id, page.connected_groups),
      })),
    );
  }
  const nameOf = new Map(
    [...groups.values()]
      .flatMap((group) => group.variants)
      .map((variant) => [variant.id, variant.name] as const),
  );
  return selections
    .filter((selection) => Object.keys(selection).length > 0)
    .map((selection) => ({
      selection,
      names: [...groups.keys()]
        .map((groupId) => nameOf.get(selection[groupId] ?? -1))
        .filter((name): name is string => name !== undefined),
    }));
}
