import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { lingeringClose } from './bodyGuard.ts';
import { hydraError, JSON_LD } from './hydraError.ts';

/** Reason phrases of the statuses Node's parser leaves to us. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** What each answer says, as a sentence a person reads. */
export const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request could not be read: it is not a well-formed HTTP request.',
  408: 'The request took too long to arrive; please send it again.',
  413: 'The request is too large: its chunk extensions are too long.',
  414: 'The address is too long: at most 16 KB, headers included.',
  431: 'The request headers are too large: at most 16 KB together.',
};

/** An error of Node's HTTP parser; its rawPacket is what it had in hand when it gave up. */
interface ParserError extends Error {
  code?: string;
  rawPacket?: unknown;
}

/** A request line this long takes most of the 16 KB Node allows for the whole head. */
const LONG_ADDRESS_BYTES = 8 * 1024;

/**
 * Whether the head overflowed because of its address: the packet the parser gave up on starts
 * with a request line of LONG_ADDRESS_BYTES or more.
 */
function addressTooLong(packet: unknown): boolean {
  if (!Buffer.isBuffer(packet)) return false;
  if (!/^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'))) return false;
  const lineEnd = packet.indexOf('\r\n');
  return (lineEnd === -1 ? packet.length : lineEnd) >= LONG_ADDRESS_BYTES;
}

/** The status an error of Node's HTTP parser (or its request timeout) is answered with. */
export function clientErrorStatus(error: ParserError): number {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    case 'HPE_HEADER_OVERFLOW':
      return addressTooLong(error.rawPacket) ? 414 : 431;
    default:
      return 400;
  }
}

/** A whole HTTP answer, written to the socket by hand: no request object exists for it. */
export function rawHydraAnswer(status: number): string {
  const body = JSON.stringify(hydraError(status, CLIENT_ERROR_MESSAGES[status] ?? ''));
  return [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}`,
    `Content-Type: ${JSON_LD}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Fastify's clientErrorHandler: the answers Node's HTTP server gives before a request exists
 * (headers too large, address too long, a request that is not HTTP, a request that took too
 * long to arrive) as Hydra errors in sentences, like every other answer. The connection closes
 * after the answer.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  // Node's own field: an answer already begun on this socket must not be interleaved.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  // Nothing more is read; the client gets a moment to read the answer (see LINGER_MS).
  socket.write(rawHydraAnswer(clientErrorStatus(error as ParserError)));
  lingeringClose(socket);
}
