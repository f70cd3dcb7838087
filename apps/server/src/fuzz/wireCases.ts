import { type RawExchange, type RawRequest, rawRequest } from '../test/rawHttp.ts';
import { notAHydraError, notAPersonsSentence } from './badInput.ts';

/**
 * Requests that only a real socket can send: broken HTTP, too large headers or addresses,
 * bodies over their limit or that never arrive. Node and Fastify answer some of these before
 * a route runs; every answer must still be a Hydra error in a sentence.
 */
export interface WireCase {
  name: string;
  request: Omit<RawRequest, 'port'>;
  status: number;
  /** Needs the server's request timeout to be short (REQUEST_TIMEOUT_SECONDS=1). */
  slow?: boolean;
}

const head = (...lines: string[]) => lines.join('\r\n');
const once = (text: string) => {
  let sent = false;
  return () => {
    if (sent) return null;
    sent = true;
    return text;
  };
};

export const WIRE_CASES: WireCase[] = [
  {
    name: 'JSON that does not parse',
    request: {
      head: head(
        'POST /auth/login HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 13',
      ),
      body: once('{"username": '),
    },
    status: 400,
  },
  {
    name: 'headers of 20 KB',
    request: {
      head: head('GET /api/sheets HTTP/1.1', 'Host: localhost', `X-Big: ${'a'.repeat(20_000)}`),
    },
    status: 431,
  },
  {
    name: 'an address of 20 KB',
    request: {
      head: head(`GET /api/sheets?search=${'a'.repeat(20_000)} HTTP/1.1`, 'Host: localhost'),
    },
    status: 414,
  },
  {
    name: 'a request line that is not HTTP',
    request: { head: 'HELLO WORLD' },
    status: 400,
  },
  {
    name: 'both Content-Length and chunked',
    request: {
      head: head(
        'POST /auth/login HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 2',
        'Transfer-Encoding: chunked',
      ),
      body: once('{}'),
    },
    status: 400,
  },
  {
    name: 'a broken chunk',
    request: {
      head: head(
        'POST /auth/login HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ),
      body: once('zz\r\n{}\r\n'),
    },
    status: 400,
  },
  {
    name: 'a Content-Length over the limit',
    request: {
      head: head(
        'POST /auth/login HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 2000000',
      ),
      body: once('{}'),
    },
    status: 413,
  },
  {
    name: 'a chunked body over the limit',
    request: {
      head: head(
        'POST /auth/login HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ),
      body: () => ' '.repeat(64 * 1024),
      cap: 64 * 1024 * 1024,
    },
    status: 413,
  },
  {
    name: 'headers that never end',
    request: { head: head('GET /healthz HTTP/1.1', 'Host: localhost'), endHead: false },
    status: 408,
    slow: true,
  },
];

/** Why an answer is not a Hydra error in a sentence, or null when it is one. */
export function notAHydraSentence(exchange: RawExchange): string | null {
  const why = notAHydraError(exchange.body);
  if (why) return `${why}: ${exchange.text.slice(0, 200)}`;
  const description = (exchange.body as { 'hydra:description': string })['hydra:description'];
  const notSentence = notAPersonsSentence(description);
  return notSentence ? `hydra:description ${JSON.stringify(description)} ${notSentence}` : null;
}

/**
 * Sends every wire case to a listening server and answers what went wrong with each (an
 * empty list when every answer had its status and was a Hydra error in a sentence).
 */
export async function runWireCases(port: number, options: { slow: boolean }): Promise<string[]> {
  const failures: string[] = [];
  for (const wireCase of WIRE_CASES) {
    if (wireCase.slow && !options.slow) continue;
    try {
      const exchange = await rawRequest({ timeoutMs: 10_000, ...wireCase.request, port });
      if (exchange.status !== wireCase.status) {
        failures.push(`${wireCase.name}: answered ${exchange.status}, not ${wireCase.status}`);
      }
      const why = notAHydraSentence(exchange);
      if (why) failures.push(`${wireCase.name}: ${why}`);
    } catch (error) {
      failures.push(`${wireCase.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failures;
}
