import { z } from 'zod';
import { HttpError } from './httpError.ts';
import { canonicalId, MAX_ID } from './ids.ts';

/**
 * Validates a request body or query at the boundary; the 400 names each problem in plain
 * words, and nothing runs on input that failed.
 */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) =>
    issue.path.length > 0 && !issue.message.endsWith('.')
      ? `${issue.path.join('.')}: ${issue.message}`
      : issue.message,
  );
  // One mistake can break several rules with the same message (1e20: not safe, too large).
  throw new HttpError(400, [...new Set(problems)].join(' '));
}

/**
 * A whole number written the one canonical way (see ids.ts), read from a path segment.
 * `what` names it in the message: "The id", "The version".
 */
export function pathNumber(what: string) {
  const message = `${what} in the address must be a whole number from 1 to ${MAX_ID}, written without signs, spaces or leading zeros.`;
  return z.string({ error: message }).transform((text, context) => {
    const id = canonicalId(text);
    if (id === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}

/** The `:id` of an item path. */
export const idParams = z.object({ id: pathNumber('The id') });

const VERSION_ERROR = 'version must be the version you loaded, a whole number.';

/** The `version` a PUT sends back (optimistic concurrency): the one the client loaded. */
export const versionField = z
  .number({ error: VERSION_ERROR })
  .int({ error: VERSION_ERROR })
  .min(0, { error: VERSION_ERROR })
  .max(MAX_ID, { error: VERSION_ERROR });
