import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_LOGGED_IN } from '../auth/authenticate.ts';
import { HttpError } from './httpError.ts';
import { sendHydraError } from './hydraError.ts';
import { DEFAULT_BODY_LIMIT } from './inputLimits.ts';

/**
 * The slowest a request body may arrive: 10 KB a second (80 kbit/s, slower than any line an
 * office or a phone has today). A client that sends a few bytes a second to hold a connection
 * and its buffers open is cut off with a 408 at the end of the first window it falls short.
 */
export const MIN_BODY_BYTES_PER_SECOND = 10 * 1024;

/**
 * The window the rate is measured over, from the moment the headers arrived: a body must
 * bring MIN_BODY_BYTES_PER_SECOND times this in each such window until it is complete, so a
 * slow-body attack is closed within 10 to 20 s (well inside REQUEST_TIMEOUT_SECONDS).
 */
export const BODY_RATE_WINDOW_SECONDS = 10;

export interface BodyRate {
  minBytesPerSecond: number;
  windowMs: number;
}

/**
 * How long a connection closed after an early answer stays half open: the answer and the
 * closing FIN go out, nothing more is read, and the client has this long to read the answer
 * before the socket is destroyed. Destroying it at once, with unread bytes, would reset the
 * connection and could throw away the answer before the client read it.
 */
export const LINGER_MS = 2000;

export const DEFAULT_BODY_RATE: BodyRate = {
  minBytesPerSecond: MIN_BODY_BYTES_PER_SECOND,
  windowMs: BODY_RATE_WINDOW_SECONDS * 1000,
};

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The 413 of a body over its route's limit, told by Content-Length or counted as it came. */
export const tooLarge = (limit: number) =>
  new HttpError(413, `The request is too large: at most ${megabytes(limit)}.`);

const tooSlow = (rate: BodyRate) =>
  new HttpError(
    408,
    `The request body arrived too slowly: at least ${kilobytes(rate.minBytesPerSecond)} a second are needed. Please send it again.`,
  );

/** Whether the request carries a body at all (chunked, or a Content-Length above 0). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/**
 * Upload routes: in a plugin that reads multipart forms (it decorates the request with
 * isMultipart) and raising the body limit for them. Their raised limit is for a form only.
 */
function isUploadRoute(app: FastifyInstance, request: FastifyRequest): boolean {
  const decorated = request as FastifyRequest & { isMultipart?: unknown };
  return (
    typeof decorated.isMultipart === 'function' && routeLimit(app, request) > DEFAULT_BODY_LIMIT
  );
}

function routeLimit(app: FastifyInstance, request: FastifyRequest): number {
  return request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? DEFAULT_BODY_LIMIT;
}

/** The most this request's body may hold: its route's limit, an upload route's only for a form. */
export function bodyLimitOf(app: FastifyInstance, request: FastifyRequest): number {
  const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
  if (isUploadRoute(app, request) && !multipart) return DEFAULT_BODY_LIMIT;
  return routeLimit(app, request);
}

/**
 * Ends the reading of a body with `error`. Whoever reads the body (Fastify's JSON parser, the
 * multipart reader) gets the error and answers it through the error handler; with nobody
 * reading yet, the answer is sent here. Either way the connection closes after it.
 */
function refuseBody(raw: IncomingMessage, reply: FastifyReply, error: HttpError) {
  if (reply.sent) return;
  reply.header('connection', 'close');
  if (raw.listenerCount('error') > 0) raw.emit('error', error);
  else sendHydraError(reply, error.statusCode, error.message);
}

/**
 * Counts every body as it arrives, chunked or with a Content-Length, and cuts it at its
 * route's limit (413) or when it arrives slower than `rate` (408); refuses an anonymous upload
 * before its body is read (401); and closes the connection after any answer sent before the
 * body was read to its end, so that a refused client cannot go on sending.
 */
export function registerBodyGuard(app: FastifyInstance, rate: BodyRate = DEFAULT_BODY_RATE) {
  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request)) return;
    const limit = bodyLimitOf(app, request);
    const declared = Number(request.headers['content-length']);
    // Told by Content-Length, the body is refused before a byte of it is read.
    if (Number.isFinite(declared) && declared > limit) {
      reply.header('connection', 'close');
      throw tooLarge(limit);
    }
    // Inject's requests carry no `complete`: only bodies from a socket are counted.
    const raw = request.raw;
    if (raw.complete !== false) return;
    watchBody(raw, reply, limit, rate);
  });

  app.addHook('preParsing', async (request) => {
    if (request.principal === null && hasBody(request) && isUploadRoute(app, request)) {
      throw new HttpError(401, NOT_LOGGED_IN);
    }
  });

  // Node reads what is left of a body after an early answer, to keep the connection: a
  // refused upload could then go on sending for as long as the client likes.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete === false) {
      reply.header('connection', 'close');
      lingerOnClose(request.raw.socket);
    }
    return payload;
  });
}

/**
 * Node destroys a socket soon after an answer that closes the connection, and reads (and
 * drops) what is left of the body until then. This stops reading at once instead, and lets
 * the answer reach the client before the socket goes (see LINGER_MS).
 */
function lingerOnClose(socket: Socket | null) {
  if (!socket || socket.destroyed) return;
  socket.destroySoon = () => lingeringClose(socket);
}

/** Stops reading, ends the socket after what is written, and destroys it LINGER_MS later. */
export function lingeringClose(socket: Socket) {
  socket.pause();
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Wraps the request's `push`, through which Node's HTTP parser hands over each piece of the
 * body (decoded from chunks): the bytes are counted as they arrive, whether or not anyone
 * reads them yet, without taking them from the route's reader.
 */
function watchBody(raw: IncomingMessage, reply: FastifyReply, limit: number, rate: BodyRate) {
  const push = raw.push;
  let received = 0;
  let inWindow = 0;
  let refused = false;
  const stop = () => clearInterval(timer);
  const refuse = (error: HttpError) => {
    refused = true;
    stop();
    // Not inside the parser's callback: the answer is written from a clean stack.
    process.nextTick(() => refuseBody(raw, reply, error));
  };
  raw.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null) {
      stop();
      return push.call(raw, chunk, encoding);
    }
    // After a refusal nothing more is taken; returning false stops reading from the socket.
    if (refused) return false;
    const size = chunk instanceof Uint8Array ? chunk.byteLength : String(chunk).length;
    received += size;
    inWindow += size;
    if (received > limit) {
      refuse(tooLarge(limit));
      return false;
    }
    return push.call(raw, chunk, encoding);
  };
  const timer = setInterval(() => {
    // Answered already: the connection closes after the answer (see onSend).
    if (reply.sent) return stop();
    // Bytes wait unread: the server is the slow one, not the client.
    if (raw.readableLength > 0) {
      inWindow = 0;
      return;
    }
    if (inWindow < (rate.minBytesPerSecond * rate.windowMs) / 1000) refuse(tooSlow(rate));
    inWindow = 0;
  }, rate.windowMs);
  timer.unref();
  raw.once('close', stop);
}
