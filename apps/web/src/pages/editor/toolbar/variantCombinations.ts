import { allPages, type SheetData, selectVariant, type VariantSelection } from '@pms/sheet';

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
  const main = allPages(data)[0];
  const groups = new Map<number, { id: number; name: string; group: number }[]>();
  for (const page of allPages(data)) {
    for (const group of page.variant_groups) {
      if (groups.has(group.id)) continue;
      groups.set(
        group.id,
        page.variants.filter((variant) => variant.group === group.id),
      );
    }
  }
  const followers = new Set(data.connected_groups.flatMap((set) => set.slice(1)));
  const leading = [...groups.entries()].filter(
    ([id, variants]) => !followers.has(id) && variants.length > 0,
  );
  let selections: VariantSelection[] = [{}];
  for (const [groupId, variants] of leading) {
    selections = selections.flatMap((selection) =>
      variants.map((variant) => {
        const next = { ...selection, [groupId]: variant.id };
        // Connected groups of the main page follow their leader by position.
        return main?.variant_groups.some((g) => g.id === groupId)
          ? { ...next, ...selectVariant(main, next, groupId, variant.id, data.connected_groups) }
          : next;
      }),
    );
  }
  const nameOf = new Map(
    [...groups.values()].flat().map((variant) => [variant.id, variant.name] as const),
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
