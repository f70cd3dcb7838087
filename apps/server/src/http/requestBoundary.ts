import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INLINE_INPUT_BYTES } from '../render/inputTasks.ts';
import { type BodyRate, registerBodyGuard } from './bodyGuard.ts';
import { HttpError } from './httpError.ts';
import { JSON_LD } from './hydraError.ts';
import { assertStorable, NOT_JSON, parseBoundedJson } from './inputLimits.ts';

export const MERGE_PATCH_ONLY_FOR_PATCH =
  'application/merge-patch+json is for partial updates (PATCH); send application/json or application/ld+json.';

/** Whether an Accept header prefers JSON-LD to plain JSON (or names only JSON-LD). */
function acceptsJsonLd(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
  const ld = types.indexOf('application/ld+json');
  const json = types.indexOf('application/json');
  return ld !== -1 && (json === -1 || ld < json);
}

/**
 * What every request passes before a route sees it: a body no larger than the route takes
 * and arriving at a minimal rate (see bodyGuard.ts), JSON parsed only after its nesting depth
 * is checked, and no characters the database cannot store in the address, the query or the
 * body.
 */
export function registerRequestBoundary(app: FastifyInstance, bodyRate?: BodyRate) {
  registerBodyGuard(app, bodyRate);

  // Bodies read in a render thread were checked there: the preValidation hook skips them.
  const checkedInThread = new WeakSet<object>();
  const parseJson = (
    request: FastifyRequest,
    bytes: Buffer,
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    if (bytes.length >= INLINE_INPUT_BYTES) {
      // Decoding, checking and parsing 7.7 MiB held the event loop for 60 ms.
      request.server.renderer.runInput({ kind: 'jsonBody', bytes }).then((result) => {
        if (!result.ok) return done(new HttpError(result.status, result.message), undefined);
        const body = 'body' in result ? result.body : undefined;
        if (typeof body === 'object' && body !== null) checkedInThread.add(body);
        done(null, body);
      }, done);
      return;
    }
    const text = bytes.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, parseBoundedJson(text, 'The request body'));
    } catch (error) {
      done(error instanceof HttpError ? error : new HttpError(400, NOT_JSON), undefined);
    }
  };
  app.removeContentTypeParser('application/json');
  // JSON-LD is JSON: Hydra clients (API Platform's among them) send it as such.
  app.addContentTypeParser(
    ['application/json', 'application/ld+json'],
    { parseAs: 'buffer' },
    (request, body, done) => parseJson(request, body as Buffer, done),
  );
  // A JSON merge patch (RFC 7396) is what API Platform sends for a partial update: PATCH only.
  app.addContentTypeParser(
    'application/merge-patch+json',
    { parseAs: 'buffer' },
    (request, body, done) => {
      if (request.method !== 'PATCH') {
        done(new HttpError(415, MERGE_PATCH_ONLY_FOR_PATCH), undefined);
        return;
      }
      parseJson(request, body as Buffer, done);
    },
  );

  // Asked for JSON-LD (Accept), a JSON answer says it is: it is JSON-LD already (@context).
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && acceptsJsonLd(request.headers.accept)) {
      reply.header('content-type', JSON_LD);
    }
    return payload;
  });

  app.addHook('preValidation', async (request) => {
    assertStorable(request.params, 'The address');
    assertStorable(request.query, 'The query');
    const { body } = request;
    if (typeof body !== 'object' || body === null || !checkedInThread.has(body)) {
      assertStorable(body, 'The request body');
    }
  });
}
