import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpError } from './httpError.ts';
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
    return sendHydraError(reply, status, error.message, type);
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
