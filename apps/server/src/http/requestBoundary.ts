import type { FastifyInstance } from 'fastify';
import { HttpError } from './httpError.ts';
import { assertStorable, parseBoundedJson } from './inputLimits.ts';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * What every request passes before a route sees it: a body no larger than the route takes
 * (told by Content-Length before a byte is read, also for multipart uploads, which Fastify's
 * own limit does not cover), JSON parsed only after its nesting depth is checked, and no
 * characters the database cannot store in the address, the query or the body.
 */
export function registerRequestBoundary(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
    if (Number.isFinite(declared) && limit > 0 && declared > limit) {
      // The rest of the body is not read: the connection closes after the answer.
      reply.header('connection', 'close');
      throw new HttpError(413, `The request is too large: at most ${megabytes(limit)}.`);
    }
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, parseBoundedJson(text, 'The request body'));
    } catch (error) {
      done(
        error instanceof HttpError
          ? error
          : new HttpError(400, 'The request body is not valid JSON.'),
        undefined,
      );
    }
  });

  app.addHook('preValidation', async (request) => {
    assertStorable(request.params, 'The address');
    assertStorable(request.query, 'The query');
    assertStorable(request.body, 'The request body');
  });
}
