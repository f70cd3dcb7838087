import type { z } from 'zod';
import { HttpError } from './httpError.ts';

type RawIssue = z.core.$ZodRawIssue;

/** A field as a person reads it: `data.elements[2].x`; odd names quoted, so a message stays readable. */
export function fieldName(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]{0,63}$/.test(key))
      text += text ? `.${key}` : key;
    else text += `[${JSON.stringify(String(key).slice(0, 64))}]`;
  }
  return text;
}

/** What a value of each expected kind is called in a sentence. */
const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'a JSON object',
  record: 'a JSON object',
  array: 'a list',
  tuple: 'a list',
  date: 'a date',
  null: 'null',
  file: 'a file',
};

const FORMATS: Record<string, string> = {
  email: 'an email address',
  url: 'a web address (URL)',
  uuid: 'a UUID',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  regex: 'in the expected form',
};

function quoted(values: readonly unknown[]): string {
  const shown = values.map((value) => JSON.stringify(value) ?? String(value));
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`;
}

function limitText(issue: RawIssue & { code: 'too_big' | 'too_small' }): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const strict = issue.inclusive === false;
  const bound = issue.exact ? 'exactly' : small ? 'at least' : 'at most';
  switch (issue.origin) {
    case 'string':
      if (small && limit === 1 && !issue.exact) return 'must not be empty';
      return `must be ${bound} ${limit} character${limit === 1 ? '' : 's'} long`;
    case 'array':
    case 'set':
      if (small && limit === 1 && !issue.exact) return 'must not be an empty list';
      return `must have ${bound} ${limit} item${limit === 1 ? '' : 's'}`;
    case 'file':
      return `must be ${bound} ${limit} bytes`;
    default: {
      const word = small
        ? strict
          ? 'greater than'
          : 'at least'
        : strict
          ? 'less than'
          : 'at most';
      return `must be ${word} ${limit}`;
    }
  }
}

/**
 * Words one validation problem for a person, naming the field: the library's own wording
 * ("Invalid input: expected object, received string") never reaches a client. A schema's
 * own message (SPEC's wording) wins over this one; `root` names the value a path starts at.
 */
export function personMessage(issue: RawIssue, root = 'The request body'): string {
  const path = issue.path ?? [];
  const field = path.length > 0 ? fieldName(path) : root;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined && path.length > 0) return `${field} is required.`;
      const kind = KINDS[issue.expected] ?? 'of another kind';
      return `${field} must be ${kind}.`;
    }
    case 'too_big':
    case 'too_small':
      return `${field} ${limitText(issue)}.`;
    case 'invalid_format':
      if (issue.format === 'starts_with')
        return `${field} must start with ${quoted([issue.prefix])}.`;
      if (issue.format === 'ends_with') return `${field} must end with ${quoted([issue.suffix])}.`;
      if (issue.format === 'includes') return `${field} must contain ${quoted([issue.includes])}.`;
      return `${field} must be ${FORMATS[issue.format] ?? 'in the expected form'}.`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys': {
      const keys = issue.keys.slice(0, 3).map((key) => fieldName([key]));
      const more = issue.keys.length > 3 ? ` (and ${issue.keys.length - 3} more)` : '';
      const where =
        path.length > 0
          ? ` of ${field}`
          : root === 'The request body'
            ? ' of this request'
            : ` of ${root.toLowerCase()}`;
      return issue.keys.length === 1
        ? `${keys[0]} is not a field${where}.`
        : `${keys.join(', ')}${more} are not fields${where}.`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `${field} must be ${quoted(issue.values)}.`
        : `${field} must be one of ${quoted(issue.values)}.`;
    case 'invalid_union':
      return `${field} is not in any of the accepted forms.`;
    case 'invalid_key':
      return `${field} has a key that is not allowed.`;
    case 'invalid_element':
      return `${field} has an item that is not allowed.`;
    default:
      return `${field} is not valid.`;
  }
}

/**
 * Validates a request body or query at the boundary; the 400 names each problem in plain
 * words, and nothing runs on input that failed.
 */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {}, { error: (issue) => personMessage(issue) });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) =>
    issue.path.length > 0 && !issue.message.endsWith('.')
      ? `${fieldName(issue.path)}: ${issue.message}.`
      : issue.message,
  );
  // One mistake can break several rules with the same message (1e20: not safe, too large).
  throw new HttpError(400, [...new Set(problems)].join(' '));
}

/** The path and version schemas every route shares live in the contracts. */
export { idParams, pathNumber, versionField } from '@pms/contracts';
