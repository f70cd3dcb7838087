// Indexing that fails the test loudly instead of needing `!` under noUncheckedIndexedAccess.

/** The item at `index` (negative counts from the end); throws when there is none. */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items.at(index);
  if (item === undefined) throw new Error(`No item at index ${index} of ${items.length}`);
  return item;
}
