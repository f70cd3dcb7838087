import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './httpError.ts';
import { sendHydraError } from './hydraError.ts';

/**
 * Paths that belong to the API: an unknown one is a JSON 404, never the web app's HTML. Media
 * files live under `/media/`; `/media` itself is the web app's media library page.
 */
const API_PATHS = /^\/(api|auth)(\/|$)|^\/media\/|^\/healthz$/;

export function isApiPath(url: string): boolean {
  return API_PATHS.test(url.split('?')[0] ?? url);
}

const SERVER_FAULT = 'Something went wrong on our side. Please try again or contact support.';

/** Fastify's and its plugins' own refusals, by code, in words for a person. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'The request body has a content type this address does not take; send application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its Content-Length says.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_BAD_URL: 'The address is not valid: it has a broken percent-encoding or character.',
  FST_ERR_ASYNC_CONSTRAINT: 'The address is not valid.',
  FST_ERR_NOT_FOUND: 'Nothing was found at this address.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FILES_LIMIT: 'The form has too many files; send one.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PROTO_VIOLATION: 'A form field has a name that is not allowed.',
  FST_INVALID_MULTIPART_CONTENT_TYPE:
    'The request is not a multipart form; send the file as multipart/form-data.',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field declared as JSON is not valid JSON.',
  FST_MP_PREMATURE_CLOSE: 'The form ended before all of it arrived; please send it again.',
};

/** When a refusal comes without words of our own: what its status means, as a sentence. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please log in.',
  403: 'You are not allowed to do this.',
  404: 'Nothing was found at this address.',
  405: 'This address does not take this method.',
  406: 'The request cannot be answered in the form it asks for.',
  408: 'The request took too long to arrive; please send it again.',
  409: 'The request conflicts with the current state; reload and try again.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'The request body has a content type this address does not take; send application/json.',
  429: 'Too many requests; please wait a moment and try again.',
  431: 'The request headers are too large.',
};

/**
 * The sentence a refusal carries: ours as written (HttpError), the framework's in our words.
 * The framework's own text ("Unsupported Media Type", "'%ZZ' is not a valid url component")
 * is for developers, and never reaches a person.
 */
export function refusalMessage(error: { statusCode?: number; code?: string; message: string }) {
  if (error instanceof HttpError) return error.message;
  const status = error.statusCode ?? 400;
  return (
    (error.code ? FRAMEWORK_MESSAGES[error.code] : undefined) ??
    STATUS_MESSAGES[status] ??
    STATUS_MESSAGES[400] ??
    ''
  );
}

/**
 * Fastify's router answers some broken requests (a bad percent-encoding in the address)
 * before any hook or error handler runs; this gives them the same Hydra error as the rest.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendHydraError(
    reply,
    status,
    refusalMessage({ ...error, message: error.message, statusCode: status }),
  );
}

/**
 * Turns every error into a Hydra error. A mistake in the request keeps its message (4xx); a
 * fault of ours is logged in full and the person sees a plain sentence (5xx).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  fallback: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendHydraError(reply, status === 503 ? 503 : 500, SERVER_FAULT);
    }
    const type = 'problemType' in error ? error.problemType : undefined;
    return sendHydraError(reply, status, refusalMessage(error), type);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return sendHydraError(
        reply,
        404,
        `No route matches ${request.method} ${request.url.split('?')[0]}.`,
      );
    }
    return fallback(request, reply);
  });
}
