import type { Element, ElementVariant } from '@pms/sheet/browser';

/**
 * Which values of an element the shown variant combination sets itself, so that the panel can
 * tell an edit of the base that the canvas would not show. Paths are dotted config keys down
 * to a value the engine's deepMerge replaces whole (`style.width`, `tyre.sizeDesignation`,
 * `items`).
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The dotted paths of every value in `value` (plain objects are walked, the rest are values). */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (!isPlainObject(value)) return prefix === '' ? [] : [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    inner === undefined ? [] : leafPaths(inner, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** The paths at which `before` and `after` differ. */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      changedPaths(before[key], after[key], prefix === '' ? key : `${prefix}.${key}`),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix];
}

/** The names of variants, as the panel names a combination ("17 inch · Black"). */
export function combinationName(
  variants: readonly { id: number; name: string }[],
  ids: readonly number[],
): string {
  return ids
    .map((id) => variants.find((variant) => variant.id === id)?.name)
    .filter((name) => name !== undefined)
    .join(' · ');
}

/** Whether one path lies within the other (or they are the same). */
const touches = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** The element's entries that apply to the selected variants, as resolveElement picks them. */
export function applicableEntries(
  element: Element,
  variantIds: readonly number[],
): ElementVariant[] {
  const selected = new Set(variantIds);
  return element.variants.filter((entry) => entry.variants.every((id) => selected.has(id)));
}

/**
 * The most specific applicable entry that sets one of `paths`: the one whose value the
 * canvas shows there, so that a change of the base at these paths would not be seen.
 */
export function overridingEntry(
  element: Element,
  variantIds: readonly number[],
  paths: readonly string[],
): ElementVariant | null {
  // Most specific first; of equally specific ones the later, which resolveElement merges last.
  const entries = applicableEntries(element, variantIds)
    .reverse()
    .sort((a, b) => b.variants.length - a.variants.length);
  for (const entry of entries) {
    const own = leafPaths(entry.config);
    if (paths.some((path) => own.some((ownPath) => touches(path, ownPath)))) return entry;
  }
  return null;
}
