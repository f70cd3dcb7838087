import { z } from 'zod';
import { canonicalId, MAX_ID } from './ids.ts';

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

/** Far past the last page of any collection, and small enough for every offset to be exact. */
const MAX_PAGE = 1_000_000;
const PAGE_ERROR = 'page must be a whole number from 1 to 1000000.';
const ITEMS_ERROR = 'itemsPerPage must be a whole number from 1 to 100.';

/** The query parameters every collection understands (API Platform's names). */
export const pagingShape = {
  page: z.coerce
    .number({ error: PAGE_ERROR })
    .int({ error: PAGE_ERROR })
    .min(1, { error: PAGE_ERROR })
    .max(MAX_PAGE, { error: PAGE_ERROR })
    .default(1),
  itemsPerPage: z.coerce
    .number({ error: ITEMS_ERROR })
    .int({ error: ITEMS_ERROR })
    .min(1, { error: ITEMS_ERROR })
    .max(100, { error: ITEMS_ERROR })
    .default(30),
  'order[id]': z.enum(['asc', 'desc'], { error: 'order[id] must be asc or desc.' }).default('asc'),
};

/** A list of one user's records (export history, saved values): a page, and whose records. */
export const ownRecordsQuery = z.object({
  ...pagingShape,
  user: z.union([z.string(), z.number()]).optional(),
});

/** An ISO 8601 time as answers carry it. */
export const timestamp = z.string();

/** A reference to another resource: its IRI, `/api/<collection>/<id>`. */
export const iriField = z.string().startsWith('/api/');

/** The JSON-LD identity of an item inside a collection. */
export function member<Type extends string>(type: Type) {
  return { '@id': z.string(), '@type': z.literal(type) };
}

/** The JSON-LD identity of an item answered on its own: a member's, plus its context. */
export function item<Type extends string>(type: Type) {
  return { '@context': z.string(), ...member(type) };
}

/** The view links of a page of a collection. */
export const HydraView = z.object({
  '@id': z.string(),
  '@type': z.literal('hydra:PartialCollectionView'),
  'hydra:first': z.string().optional(),
  'hydra:last': z.string().optional(),
  'hydra:next': z.string().optional(),
  'hydra:previous': z.string().optional(),
});

/** A page of a collection, API Platform's wrapper around `members`. */
export function hydraCollection<Member extends z.ZodType>(members: Member) {
  return z.object({
    '@context': z.string(),
    '@id': z.string(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(members),
    'hydra:totalItems': z.number().int(),
    'hydra:view': HydraView,
  });
}

/** A collection answered whole, without paging (a few dozen items at most). */
export function hydraList<Member extends z.ZodType>(members: Member) {
  return z.object({
    '@context': z.string(),
    '@id': z.string(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(members),
    'hydra:totalItems': z.number().int(),
  });
}

/** Every error answer: a hydra:Error whose description a person can read (also as problem+json). */
export const ErrorAnswer = z.object({
  '@context': z.literal('/api/contexts/Error'),
  '@type': z.literal('hydra:Error'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  title: z.string(),
  detail: z.string(),
  status: z.number().int(),
  type: z.string().optional(),
});

// The types the presenters answer with and clients read.
export type HydraView = z.infer<typeof HydraView>;
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;
