/**
 * Appends every item of `source` to `target`. `target.push(...source)` passes each item as an
 * argument, and a long text's thousands of glyph runs overflow the call stack; a loop does not.
 */
export function appendAll<T>(target: T[], source: readonly T[]): void {
  for (const item of source) target.push(item);
}

/** The largest of `values`, or `empty` when there are none; `Math.max(...values)` overflows too. */
export function maxOf(values: Iterable<number>, empty = Number.NEGATIVE_INFINITY): number {
  let max = empty;
  for (const value of values) if (value > max) max = value;
  return max;
}
