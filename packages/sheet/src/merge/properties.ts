import { isPlainObject, type MergeContext, type Scope } from './context.ts';
import type { MergeChangeKind } from './types.ts';

/** Properties that change together: a move sets left and top at once, a resize width and height. */
const PAIRS = [
  ['left', 'top'],
  ['width', 'height'],
] as const;

type Plain = Record<string, unknown>;

/** What a change of the property at `path` (inside a config) did, for the notice. */
export function changeKind(path: string): MergeChangeKind {
  if (path.endsWith('style.left/top')) return 'moved';
  if (path.endsWith('style.width/height')) return 'resized';
  const last = path.slice(path.lastIndexOf('.') + 1);
  if (last === 'text' || last === 'items' || last === 'lines') return 'text';
  if (last === 'name') return 'renamed';
  if (last === 'dealerEditable') return 'dealer-editable';
  return 'restyled';
}

function asObject(value: unknown): Plain {
  return isPlainObject(value) ? value : {};
}

function set(target: Plain, key: string, value: unknown): void {
  if (value === undefined) delete target[key];
  else target[key] = value;
}

/**
 * Merges three versions of a config (or a variant entry's patch) property by property: plain
 * objects all three hold (style, tyre) merge key by key, anything else (texts, lists, an image
 * source that may be null) is one property. `kind` names a change taken from theirs.
 */
export function mergeProperties(
  ctx: MergeContext,
  scope: Scope,
  prefix: string,
  base: Plain,
  mine: Plain,
  theirs: Plain,
  kind: (path: string) => MergeChangeKind = changeKind,
): Plain {
  const merged: Plain = { ...mine };
  const keys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)]);
  // Only a style's box pairs: a tyre's width is a property of its own.
  const pairs = prefix.endsWith('style.') ? PAIRS : [];
  for (const [first, second] of pairs) {
    if (!keys.has(first) && !keys.has(second)) continue;
    keys.delete(first);
    keys.delete(second);
    const pair = (o: Plain) => [o[first], o[second]] as const;
    const path = `${prefix}${first}/${second}`;
    const [x, y] = ctx.pick(scope, path, kind(path), pair(base), pair(mine), pair(theirs));
    set(merged, first, x);
    set(merged, second, y);
  }
  for (const key of keys) {
    const [b, m, t] = [base[key], mine[key], theirs[key]];
    const path = `${prefix}${key}`;
    // An override's style may be missing on a side: an absent object merges as an empty one.
    const objects = [b, m, t].filter((v) => v !== undefined);
    if (objects.length > 0 && objects.every(isPlainObject)) {
      const inner = mergeProperties(
        ctx,
        scope,
        `${path}.`,
        asObject(b),
        asObject(m),
        asObject(t),
        kind,
      );
      set(merged, key, Object.keys(inner).length === 0 && m === undefined ? undefined : inner);
    } else {
      set(merged, key, ctx.pick(scope, path, kind(path), b, m, t));
    }
  }
  return merged;
}
