/**
 * Ids are PostgreSQL `serial` values: whole numbers from 1 to 2^31-1. One resource has one
 * address, so an id is written the canonical way only: no sign, no leading zeros, no
 * spaces, no hex or exponent (`02`, `0x2`, `2e0` and ` 2` all name nothing).
 */
export const MAX_ID = 2_147_483_647;

const CANONICAL = /^[1-9][0-9]{0,9}$/;

/** The id a text names, or null when it is not a canonical id within the column's range. */
export function canonicalId(text: string): number | null {
  if (!CANONICAL.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** The id a JSON number or text names, or null. */
export function idOf(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
  }
  return typeof value === 'string' ? canonicalId(value) : null;
}
