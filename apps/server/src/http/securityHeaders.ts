import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer. Helmet is built once here: @fastify/helmet built it again
 * for every request, parsing the content security policy each time, which was a tenth of the
 * CPU a cached read costs.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    // The SPA loads its own scripts and styles only; inline styles come from Emotion. The
    // swagger-ui page at /api/docs works under the same policy (checked in Chromium): it
    // loads only its own files from /api/docs/static/ and the document from /api/docs/json.
    contentSecurityPolicy: {
      directives: {
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // The default setup serves plain HTTP on localhost; a TLS proxy in front adds HSTS.
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Helmet calls back synchronously and has nothing left to fail once built.
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
