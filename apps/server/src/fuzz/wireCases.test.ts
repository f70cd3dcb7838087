import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { CLIENT_ERROR_MESSAGES, clientErrorStatus, rawHydraAnswer } from '../http/clientErrors.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';
import { runWireCases, WIRE_CASES } from './wireCases.ts';

/**
 * The answers Node and Fastify give before a route runs (bad JSON, 408, 413, 414, 431, a
 * request that is not HTTP), sent over a real socket: each a Hydra error in a sentence.
 */
describe('answers written before a route runs', () => {
  let environment: TestEnvironment;
  let app: App;
  let port: number;

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    // A short request timeout: the stalled request is answered within about two seconds.
    app = await testApp(environment, { REQUEST_TIMEOUT_SECONDS: '1' });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  it('answers each wire case with its status and a Hydra error in a sentence', async () => {
    expect(WIRE_CASES.map((wireCase) => wireCase.status).sort()).toEqual([
      400, 400, 400, 400, 408, 413, 413, 414, 431,
    ]);
    expect(await runWireCases(port, { slow: true })).toEqual([]);
  }, 60_000);

  it("tells an address too long from headers too large by the parser's buffer", () => {
    const overflow = (packet: string) =>
      clientErrorStatus(
        Object.assign(new Error('overflow'), {
          code: 'HPE_HEADER_OVERFLOW',
          rawPacket: Buffer.from(packet),
        }),
      );
    expect(overflow(`GET /${'a'.repeat(9000)}`)).toBe(414);
    expect(overflow(`GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: x`)).toBe(414);
    expect(overflow('a'.repeat(9000))).toBe(431);
    expect(overflow(`GET / HTTP/1.1\r\nX: ${'a'.repeat(20_000)}`)).toBe(431);
    expect(
      clientErrorStatus(Object.assign(new Error('t'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' })),
    ).toBe(408);
  });

  it('writes a whole HTTP answer whose length is counted in bytes', () => {
    const answer = rawHydraAnswer(431);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body ?? '')}`);
    expect(head).toContain('Connection: close');
    expect(JSON.parse(body ?? '')['hydra:description']).toBe(CLIENT_ERROR_MESSAGES[431]);
  });
});
