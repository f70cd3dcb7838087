import { badRequest, HttpError } from './httpError.ts';
import { fieldName } from './validate.ts';

/**
 * How deeply JSON may nest, in a request body and in the sheet data it carries. A sheet is
 * about eight levels deep; anything far beyond is a mistake or an attack, and deep values
 * cost recursion in every later step (validation, serialization).
 */
export const MAX_JSON_DEPTH = 64;

/** The largest JSON body most routes take: 1 MiB is far more than any of them needs. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Bodies that carry a whole sheet's data (saves of masters and copies): 8 MiB. */
export const SHEET_BODY_LIMIT = 8 * 1024 * 1024;

// PostgreSQL stores neither NUL nor half of a surrogate pair, in text or in jsonb: such a
// character can only be a mistake, and would fail the write with a server error.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a character the database cannot store. */
export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE.test(text);
}

const unstorable = (where: string) =>
  badRequest(
    `${where} contains a character that cannot be stored (a NUL or a broken Unicode character). Remove it and try again.`,
  );

function describe(path: readonly (string | number)[], root: string): string {
  return path.length === 0 ? root : fieldName(path);
}

/**
 * Checks a parsed value (body, query, params) before any route sees it: no characters the
 * database refuses, in keys or values, and no deeper nesting than MAX_JSON_DEPTH. Walks the
 * value with its own stack, so a deep value cannot overflow the call stack here. `root` names
 * the value in messages ("The request body", "The query").
 */
export function assertStorable(value: unknown, root: string): void {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === undefined) break;
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (hasUnstorableCharacter(current)) throw unstorable(describe(path, root));
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= MAX_JSON_DEPTH) {
      throw badRequest(`${root} is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`);
    }
    if (Array.isArray(current)) {
      for (const [index, item] of current.entries())
        stack.push({ value: item, path: [...path, index] });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (hasUnstorableCharacter(key)) throw unstorable(`A field name in ${root.toLowerCase()}`);
      stack.push({ value: item, path: [...path, key] });
    }
  }
}

/**
 * The deepest nesting of arrays and objects in JSON text, found without parsing it, and
 * stopping as soon as it passes `limit`: V8's JSON.parse takes seconds for megabytes of
 * brackets, so depth is refused before the text is parsed.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92 /* \ */) i++;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) {
      inString = true;
    } else if (code === 91 /* [ */ || code === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (code === 93 /* ] */ || code === 125 /* } */) {
      depth--;
    }
  }
  return false;
}

/** JSON text parsed after its depth is checked; a syntax error is a 400 that says so. */
export function parseBoundedJson(text: string, what: string): unknown {
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw badRequest(`${what} is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`);
  }
  return JSON.parse(text);
}

/** The message for a body that is not JSON; parsing errors are not shown to people. */
export const NOT_JSON = 'The request body is not valid JSON.';

/**
 * A JSON request body as every route gets it: nesting checked before parsing, then no
 * character the database cannot store. A 400 with a sentence for anything else.
 */
export function readJsonBody(text: string): unknown {
  let body: unknown;
  try {
    body = parseBoundedJson(text, 'The request body');
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(NOT_JSON);
  }
  assertStorable(body, 'The request body');
  return body;
}
