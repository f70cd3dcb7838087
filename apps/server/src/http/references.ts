import { canonicalId, idOf } from './ids.ts';

/**
 * The id in a reference, given as an IRI (`/api/categories/3`, as the API writes them) or as
 * a bare id (`3`, as the spec's clients reduce them). Null when it is neither, or when the id
 * is not canonical or out of range (see ids.ts).
 */
export function idFromReference(collection: string, value: unknown): number | null {
  if (typeof value !== 'string') return idOf(value);
  const prefix = `/api/${collection}/`;
  return canonicalId(value.startsWith(prefix) ? value.slice(prefix.length) : value);
}

/** A sheet a request body names: a master (`/api/sheets/3`) or a regional copy. */
export interface SheetReference {
  kind: 'sheets' | 'regional_sheets';
  id: number;
}

const SHEET_COLLECTIONS = ['sheets', 'regional_sheets'] as const;

/**
 * The sheet an IRI names, with its id read as a path's is (canonical, within the column's
 * range). Null for anything else, so that `/api/sheets/01` and `/api/sheets/2147483648`
 * are told apart from a sheet as paths tell them, before any query.
 */
export function sheetFromReference(value: unknown): SheetReference | null {
  if (typeof value !== 'string') return null;
  for (const kind of SHEET_COLLECTIONS) {
    const prefix = `/api/${kind}/`;
    if (!value.startsWith(prefix)) continue;
    const id = canonicalId(value.slice(prefix.length));
    return id === null ? null : { kind, id };
  }
  return null;
}
