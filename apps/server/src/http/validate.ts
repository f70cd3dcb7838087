import { z } from 'zod';
import { HttpError } from './httpError.ts';

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
  throw new HttpError(400, problems.join(' '));
}

/** The `:id` of an item path: a positive whole number. */
export const idParams = z.object({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().positive(),
});

const VERSION_ERROR = 'version must be the version you loaded, a whole number.';

/** The `version` a PUT sends back (optimistic concurrency): the one the client loaded. */
export const versionField = z.number({ error: VERSION_ERROR }).int({ error: VERSION_ERROR });
