import { type MergeContext, type Scope, same } from './context.ts';
import { mergeOrder } from './order.ts';
import type { MergeChangeKind, MergeSide } from './types.ts';

/** How `mergeList` treats one kind of item: elements, variant entries, variants, pages. */
export interface ListSpec<T, K> {
  key(item: T): K;
  /** Where the item sits, to name it; `item` is mine's version where there is one. */
  scope(item: T): Scope;
  /** The path conflicts and changes of the item itself carry, e.g. `` or `variants[1,4]`. */
  path(item: T): string;
  /** Merges an item all three versions hold. */
  merge(base: T, mine: T, theirs: T): T;
  added: MergeChangeKind;
  removed: MergeChangeKind;
  /**
   * Whether a side changed an item (so that removing it on the other side asks); by default
   * when it differs from base. A variant also counts as changed where overrides using it did.
   */
  changed?(base: T, item: T, side: MergeSide): boolean;
  /**
   * Whether an item one side removed stays all the same, because it went with its container
   * (a variant with its group) and the merge kept the container.
   */
  stays?(base: T, removedBy: MergeSide): boolean;
  /** What a conflict over the item's deletion shows of it; by default the item. */
  shown?(item: T): unknown;
}

/**
 * Merges a list of identified items three ways: added on either side is kept, removed on one
 * side and untouched on the other is removed, removed on one and changed on the other is a
 * conflict (`…deleted`: keep or delete), and the order merges as `mergeOrder` does.
 */
export function mergeList<T, K>(
  ctx: MergeContext,
  spec: ListSpec<T, K>,
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
): T[] {
  const index = (list: readonly T[]) => new Map(list.map((item) => [spec.key(item), item]));
  const [b, m, t] = [index(base), index(mine), index(theirs)];
  const result = new Map<K, T>();
  const changed = spec.changed ?? ((was: T, item: T) => !same(was, item));
  const shown = spec.shown ?? ((item: T) => item);
  const deleted = (item: T) => {
    const path = spec.path(item);
    return path === '' ? 'deleted' : `${path}.deleted`;
  };
  for (const key of new Set([...b.keys(), ...m.keys(), ...t.keys()])) {
    const [was, own, other] = [b.get(key), m.get(key), t.get(key)];
    if (was === undefined) {
      // Ids new on both sides were told apart before the merge: only one side holds the key.
      const item = own ?? other;
      if (item !== undefined) result.set(key, item);
      if (own === undefined && other !== undefined)
        ctx.change(spec.scope(other), spec.added, spec.path(other));
    } else if (own !== undefined && other !== undefined) {
      result.set(key, spec.merge(was, own, other));
    } else if (own !== undefined || other !== undefined) {
      // One side removed it: it goes if the other left it as it was, else the user chooses.
      const keeper: MergeSide = own === undefined ? 'theirs' : 'mine';
      const kept = (own ?? other) as T;
      if (spec.stays?.(was, keeper === 'mine' ? 'theirs' : 'mine')) result.set(key, kept);
      else if (!changed(was, kept, keeper)) {
        if (keeper === 'mine') ctx.change(spec.scope(was), spec.removed, spec.path(was));
      } else {
        const [mineShows, theirsShows] =
          keeper === 'mine' ? [shown(kept), null] : [null, shown(kept)];
        const side = ctx.conflict(
          spec.scope(kept),
          deleted(kept),
          shown(was),
          mineShows,
          theirsShows,
        );
        if (side === keeper) result.set(key, kept);
      }
    }
  }
  const keys = (list: readonly T[]) => list.map(spec.key);
  const order = mergeOrder(
    keys(base),
    keys(mine),
    keys(theirs),
    new Set(result.keys()),
    (key) => {
      const item = result.get(key) as T;
      const at = (list: readonly T[]) => list.findIndex((i) => spec.key(i) === key);
      const path = spec.path(item) === '' ? 'order' : `${spec.path(item)}.order`;
      return ctx.conflict(spec.scope(item), path, at(base), at(mine), at(theirs));
    },
    (key) => {
      const item = result.get(key) as T;
      ctx.change(
        spec.scope(item),
        'order',
        spec.path(item) === '' ? 'order' : `${spec.path(item)}.order`,
      );
    },
  );
  return order.map((key) => result.get(key) as T);
}
