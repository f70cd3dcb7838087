/** PostgreSQL's SQLSTATE codes the server turns into answers a person understands. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The SQLSTATE of a failed query, whichever driver raised it: Drizzle wraps the driver's error
 * (node-postgres or PGlite) in its own, with the original as `cause`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  // A few levels are enough; a cause chain that loops must not hang the request.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
