import type { ElementVariant } from '../model/element.ts';
import type { Page, Variant, VariantGroup } from '../model/sheet.ts';
import { type MergeContext, type Scope, same } from './context.ts';
import { mergeList } from './list.ts';
import { mergeProperties } from './properties.ts';
import type { MergeSide as Side } from './types.ts';

type Plain = Record<string, unknown>;

/** An override's identity within its element: its set of variant ids, in order. */
export const combination = (entry: ElementVariant) =>
  [...entry.variants].sort((a, b) => a - b).join(',');

/**
 * The variants a side's overrides changed: those of every entry that is new or changed since
 * base. Deleting such a variant on the other side would silently drop the overrides: it asks.
 */
function variantsInUse(base: Page, side: Page): Set<number> {
  const before = new Map(base.elements.map((e) => [e.id, e.variants]));
  const used = new Set<number>();
  for (const element of side.elements) {
    const old = before.get(element.id) ?? [];
    for (const entry of element.variants) {
      const was = old.find((o) => combination(o) === combination(entry));
      if (was === undefined || !same(was.config, entry.config))
        for (const id of entry.variants) used.add(id);
    }
  }
  return used;
}

/** What a side changed among a page's groups and variants, overrides included. */
function changedOn(base: Page, side: Page) {
  const inUse = variantsInUse(base, side);
  const before = new Map(base.variants.map((v) => [v.id, v]));
  const touched = side.variants.filter((v) => inUse.has(v.id) || !same(before.get(v.id), v));
  const groups = new Set(touched.map((v) => v.group));
  return {
    variant: (v: Variant) => touched.some((t) => t.id === v.id),
    group: (g: VariantGroup) => groups.has(g.id),
  };
}

/** A page's variant groups or variants: matched by id, merged field by field. */
function mergeRecords<T extends VariantGroup | Variant>(
  ctx: MergeContext,
  pageKey: string,
  what: 'variant_groups' | 'variants',
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  touched: Record<Side, (item: T) => boolean>,
  stays?: (was: T, removedBy: Side) => boolean,
): T[] {
  const scope: Scope = { pageKey, elementId: null, element: '' };
  return mergeList<T, number>(
    ctx,
    {
      key: (item) => item.id,
      scope: () => scope,
      path: (item) => `${what}[${item.id}]`,
      merge: (b, m, t) =>
        mergeProperties(
          ctx,
          scope,
          `${what}[${m.id}].`,
          b as Plain,
          m as Plain,
          t as Plain,
          () => 'variants',
        ) as T,
      added: 'variants',
      removed: 'variants',
      changed: (was, item, side) => !same(was, item) || touched[side](item),
      ...(stays ? { stays } : {}),
    },
    base,
    mine,
    theirs,
  );
}

const sortedSets = (sets: number[][]) =>
  sets
    .map((set) => [...set].sort((a, b) => a - b))
    .sort((a, b) => a.join().localeCompare(b.join()));

/** A page's variant groups, variants and connections merged, and what they keep. */
export interface MergedVariants {
  variant_groups: VariantGroup[];
  variants: Variant[];
  connected_groups: number[][];
  /**
   * Whether an override one side removed stays: it went with a variant that side deleted (or
   * that variant's group) and the merge kept all of the override's variants.
   */
  entryStays(entry: ElementVariant, removedBy: Side): boolean;
}

/**
 * Merges a page's groups and variants (by id, field by field) and its connected groups (as a
 * set). A variant or group one side deleted and the other changed, or gave new overrides, asks;
 * what went with a group the merge keeps stays.
 */
export function mergeVariants(
  ctx: MergeContext,
  pageKey: string,
  base: Page,
  mine: Page,
  theirs: Page,
): MergedVariants {
  const sides = { mine, theirs };
  const [own, other] = [changedOn(base, mine), changedOn(base, theirs)];
  const variant_groups = mergeRecords(
    ctx,
    pageKey,
    'variant_groups',
    base.variant_groups,
    mine.variant_groups,
    theirs.variant_groups,
    { mine: own.group, theirs: other.group },
  );
  const groups = new Set(variant_groups.map((g) => g.id));
  const has = (list: readonly { id: number }[], id: number) => list.some((item) => item.id === id);
  const variants = mergeRecords(
    ctx,
    pageKey,
    'variants',
    base.variants,
    mine.variants,
    theirs.variants,
    { mine: own.variant, theirs: other.variant },
    (was, side) => groups.has(was.group) && !has(sides[side].variant_groups, was.group),
  );
  const kept = new Set(variants.filter((v) => groups.has(v.group)).map((v) => v.id));
  const scope: Scope = { pageKey, elementId: null, element: '' };
  // Compared as sets of sets; mine's own order stays when mine's are kept.
  const picked = ctx.pick(
    scope,
    'connected_groups',
    'variants',
    sortedSets(base.connected_groups),
    sortedSets(mine.connected_groups),
    sortedSets(theirs.connected_groups),
  );
  return {
    variant_groups,
    variants,
    connected_groups: same(picked, sortedSets(mine.connected_groups))
      ? mine.connected_groups
      : picked,
    entryStays: (entry, side) =>
      entry.variants.every((id) => kept.has(id)) &&
      entry.variants.some((id) => !has(sides[side].variants, id)),
  };
}
