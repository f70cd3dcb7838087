/**
 * The id in a reference, given as an IRI (`/api/categories/3`, as the API writes them) or as
 * a bare id (`3`, as the spec's clients reduce them). Null when it is neither.
 */
export function idFromReference(collection: string, value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = new RegExp(`^(?:/api/${collection}/)?(\\d+)$`).exec(value.trim());
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
