/**
 * The path of a GET with its query, built from a query typed after its contract, e.g.
 * `z.input<typeof dealerLogoListQuery>`: a misspelt or unknown parameter fails to compile.
 * Parameters keep their order; undefined, null and '' are left out; values are encoded,
 * names are written as they are (`order[id]`, the API's names).
 */
export function pathWithQuery(path: string, query: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      // An object would be sent as "[object Object]"; that is a mistake in the caller.
      throw new TypeError(`The query parameter ${name} must be text, a number or true/false.`);
    }
    parts.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}
