import type { z } from 'zod';

/** One problem in sheet data, with a human-readable path such as `elements[2].config.style.width`. */
export interface SheetDataIssue {
  /** Dotted path with array indices, empty for the document itself. */
  path: string;
  /** The same path as segments, for programmatic use (e.g. highlighting a field). */
  segments: (string | number)[];
  message: string;
}

/** Thrown when sheet data cannot be parsed, migrated or validated; `issues` lists every problem. */
export class SheetDataError extends Error {
  override readonly name = 'SheetDataError';
  readonly issues: SheetDataIssue[];

  constructor(issues: SheetDataIssue[], summary = 'Invalid sheet data') {
    super(`${summary}: ${issues.map(issueText).join('; ')}`);
    this.issues = issues;
  }
}

function issueText(issue: SheetDataIssue): string {
  return issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`;
}

/** Formats path segments as `elements[2].config.style.width`. */
export function formatPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'symbol') out += `[${segment.toString()}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

const KIND_NAMES: Record<string, string> = {
  number: 'a number',
  int: 'an integer',
  string: 'a string',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
};

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a number' : `${value}`;
  return KIND_NAMES[typeof value] ?? typeof value;
}

function quoteAll(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

function boundText(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const strict = issue.inclusive === false;
  if (issue.origin === 'string' && small && limit === 1) return 'Must not be empty';
  if (issue.origin === 'string')
    return `Must have ${small ? 'at least' : 'at most'} ${limit} characters`;
  if (issue.origin === 'array') return `Must have ${small ? 'at least' : 'at most'} ${limit} items`;
  const word = small ? (strict ? 'greater than' : 'at least') : strict ? 'less than' : 'at most';
  return `Must be ${word} ${limit}, received ${String(issue.input)}`;
}

/** A readable message for one zod issue ("Expected a number, received a string"). */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined)
        return `Required: expected ${KIND_NAMES[issue.expected] ?? issue.expected}`;
      return `Expected ${KIND_NAMES[issue.expected] ?? issue.expected}, received ${describeValue(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Expected ${quoteAll(issue.values)}, received ${JSON.stringify(issue.input) ?? 'nothing'}`
        : `Expected one of ${quoteAll(issue.values)}, received ${JSON.stringify(issue.input) ?? 'nothing'}`;
    case 'too_small':
    case 'too_big':
      return boundText(issue);
    case 'invalid_union': {
      // Only a discriminated union without a matching option gets the friendlier wording.
      if (
        issue.inclusive === false ||
        issue.discriminator === undefined ||
        issue.errors.length > 0
      ) {
        return issue.message;
      }
      const discriminator = issue.discriminator;
      const input = issue.input as Record<string, unknown> | undefined;
      const value = typeof input === 'object' && input !== null ? input[discriminator] : undefined;
      const options = (issue.options ?? []).map(String).join(', ');
      return value === undefined
        ? `Missing "${discriminator}"; expected one of ${options}`
        : `Unknown ${discriminator} ${JSON.stringify(value)}; expected one of ${options}`;
    }
    default:
      return issue.message;
  }
}

/** Converts zod issues (parsed with `reportInput: true`) to {@link SheetDataIssue}s. */
export function toSheetDataIssues(issues: readonly z.core.$ZodIssue[]): SheetDataIssue[] {
  return issues.map((issue) => {
    const segments = issue.path.filter((s): s is string | number => typeof s !== 'symbol');
    return { path: formatPath(segments), segments, message: describeIssue(issue) };
  });
}
