import { ErrorAnswer } from '@pms/contracts';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** What a route tells the OpenAPI document about itself. */
export interface RouteDocsOptions {
  /** The resource the route belongs to; the docs group operations by it. */
  tags: string[];
  summary: string;
  description?: string;
  /** The same zod schemas the handler validates with, so the docs cannot drift from them. */
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** One line per status the route answers on success or for a reason of its own. */
  responses: Record<number, string>;
  /**
   * The contract of each success status's JSON answer (from `@pms/contracts`), so that a
   * client generated from the document gets typed answers. Binary answers name `produces`.
   */
  answers?: Partial<Record<number, z.ZodType>>;
  /** Media types of a binary answer (PNG, PDF, zip); JSON when unset. */
  produces?: string[];
  /** Answers without a login; every other route needs a bearer token. */
  public?: boolean;
}

/** The error answers of every API route, as one line each. */
const INVALID_INPUT = 'The request is invalid; hydra:description says why in plain words.';
const NOT_LOGGED_IN = 'Not logged in, or the token has expired.';
/** The body of every error answer. */
const ERROR = jsonSchemaOf(ErrorAnswer, 'output');

/**
 * A zod schema as JSON Schema for the docs. Input side, because that is what a client sends
 * (defaults optional, transforms before they run); parts JSON Schema cannot express become
 * "anything" rather than failing the whole document.
 */
export function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output' = 'input',
): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  });
  return json;
}

interface ResponseDocs {
  description: string;
  type?: 'null' | 'object' | 'string';
  format?: 'binary';
  [keyword: string]: unknown;
}

/**
 * The kind of body a status answers with, so swagger-ui shows no made-up example: none for
 * 204 and 304, a file for a binary route's success, else a JSON object.
 */
function bodyOf(
  status: number,
  produces: string[] | undefined,
  answer: z.ZodType | undefined,
): Omit<ResponseDocs, 'description'> {
  if (status === 204 || status === 304) return { type: 'null' };
  // Answers are documented as the client reads them: after transforms, defaults filled in.
  if (answer) return jsonSchemaOf(answer, 'output');
  if (produces && status >= 200 && status < 300) return { type: 'string', format: 'binary' };
  if (status >= 400) return ERROR;
  return { type: 'object' };
}

/**
 * The `schema` of a route, for documentation only: app.ts turns off Fastify's own validation
 * and serialization, so handlers keep validating with zod and answer in their own words.
 */
export function routeDocs(options: RouteDocsOptions): { schema: FastifySchema } {
  const response: Record<number, ResponseDocs> = {};
  for (const [status, description] of Object.entries(options.responses)) {
    const code = Number(status);
    response[code] = { ...bodyOf(code, options.produces, options.answers?.[code]), description };
  }
  if (options.params || options.querystring || options.body) {
    response[400] ??= { description: INVALID_INPUT, ...ERROR };
  }
  if (!options.public) response[401] ??= { description: NOT_LOGGED_IN, ...ERROR };

  const schema: FastifySchema = {
    tags: options.tags,
    summary: options.summary,
    response,
    // Public routes opt out of the document-wide bearer requirement.
    ...(options.public ? { security: [] } : {}),
  };
  if (options.description) schema.description = options.description;
  if (options.produces) schema.produces = options.produces;
  if (options.params) schema.params = jsonSchemaOf(options.params);
  if (options.querystring) schema.querystring = jsonSchemaOf(options.querystring);
  if (options.body) schema.body = jsonSchemaOf(options.body);
  return { schema };
}
