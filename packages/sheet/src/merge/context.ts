import type { MergeChange, MergeChangeKind, MergeConflict, MergeSide } from './types.ts';

/** Where a merged value sits, to name it in changes and conflicts. */
export interface Scope {
  /**
   * Stable page identity: `b2` (base page 2), `m3` or `t3` (mine's or theirs' new page 3). The
   * merged index is known only once the pages are ordered; `finish` puts it in.
   */
  pageKey: string;
  elementId: number | null;
  element: string;
}

type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON-like values; a key holding undefined counts as absent. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => same(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!same(a[key], b[key])) return false;
  return true;
}

/** Collects what a merge took from theirs and where both sides disagree. */
export class MergeContext {
  private readonly changes: [string, MergeChange][] = [];
  private readonly conflicts: [string, MergeConflict][] = [];

  constructor(private readonly choose: Readonly<Record<string, MergeSide>>) {}

  /** Notes a change taken from theirs, once per element, kind and path. */
  change(scope: Scope, kind: MergeChangeKind, path = ''): void {
    const known = this.changes.some(
      ([page, c]) =>
        page === scope.pageKey && c.kind === kind && c.element === scope.element && c.path === path,
    );
    if (!known)
      this.changes.push([scope.pageKey, { kind, element: scope.element, page: -1, path }]);
  }

  /** Records a conflict and returns the side chosen for it (mine unless `choose` says theirs). */
  conflict(scope: Scope, path: string, base: unknown, mine: unknown, theirs: unknown): MergeSide {
    const key = `${scope.pageKey}/${scope.elementId ?? '-'}/${path}`;
    const chosen = this.choose[key] ?? 'mine';
    this.conflicts.push([
      scope.pageKey,
      {
        key,
        page: -1,
        elementId: scope.elementId,
        element: scope.element,
        path,
        base,
        mine,
        theirs,
        chosen,
      },
    ]);
    return chosen;
  }

  /** The changes and conflicts with their pages' merged indexes (`pages`: page key → index). */
  finish(pages: ReadonlyMap<string, number>): {
    changes: MergeChange[];
    conflicts: MergeConflict[];
  } {
    // A page that is gone has no merged index: name it by its index in base.
    const index = (key: string) => pages.get(key) ?? Number(key.slice(1));
    return {
      changes: this.changes.map(([page, change]) => ({ ...change, page: index(page) })),
      conflicts: this.conflicts.map(([page, conflict]) => ({ ...conflict, page: index(page) })),
    };
  }

  /**
   * The three-way rule for one property: a side that left it as in base yields to the other;
   * both changed it to the same value is no conflict; to different values, the user chooses.
   */
  pick<T>(scope: Scope, path: string, kind: MergeChangeKind, base: T, mine: T, theirs: T): T {
    if (same(base, theirs) || same(mine, theirs)) return mine;
    if (same(base, mine)) {
      this.change(scope, kind, path);
      return theirs;
    }
    return this.conflict(scope, path, base, mine, theirs) === 'theirs' ? theirs : mine;
  }
}
