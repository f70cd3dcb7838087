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
