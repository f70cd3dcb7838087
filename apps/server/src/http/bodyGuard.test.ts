import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { endless, endlessPart, type RawExchange, rawRequest } from '../test/rawHttp.ts';
import { TEST_DATABASES, type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';
import {
  BODY_RATE_WINDOW_SECONDS,
  DEFAULT_BODY_RATE,
  MIN_BODY_BYTES_PER_SECOND,
} from './bodyGuard.ts';
import { DEFAULT_BODY_LIMIT } from './inputLimits.ts';
import { FORM_BODY_LIMIT, MAX_FILE_BYTES } from './multipartForm.ts';

const MB = 1024 * 1024;
const BOUNDARY = 'guard-boundary';
/** What kernel buffers on both ends of a loopback connection may hold beyond what was read. */
const BUFFERED = 12 * MB;
const ZEROS = new Uint8Array(64 * 1024);

const description = (exchange: RawExchange) =>
  (exchange.body as { 'hydra:description'?: string })['hydra:description'];

function expectHydra(exchange: RawExchange, status: number, message: string) {
  expect(exchange.status, exchange.text.slice(0, 300)).toBe(status);
  expect((exchange.body as { '@type'?: string })['@type']).toBe('hydra:Error');
  expect(description(exchange)).toBe(message);
  expect(exchange.closedByServer).toBe(true);
}

/**
 * Bodies sent over a real socket, chunked (no Content-Length), by a client that keeps sending
 * whatever the server answers: each is cut at its route's limit, and the connection closed.
 */
describe.each(TEST_DATABASES)('bodies cut at their limit on $name', ({ name: database }) => {
  let demo: DemoApp;
  let port: number;
  let admin: string;

  beforeAll(async () => {
    demo = await demoApp(database, { MAX_UPLOAD_MB: '1' });
    admin = (await demo.login('admin')).authorization;
    const address = await demo.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  }, 120_000);

  afterAll(async () => {
    await demo?.close();
  });

  const chunkedPost = (path: string, type: string, authorization?: string) =>
    [
      `POST ${path} HTTP/1.1`,
      'Host: localhost',
      `Content-Type: ${type}`,
      'Transfer-Encoding: chunked',
      ...(authorization ? [`Authorization: ${authorization}`] : []),
    ].join('\r\n');

  const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

  /** An endless file in part `name`, sent to `path`, until the server closes or 200 MB are out. */
  const endlessUpload = (
    path: string,
    name = 'file',
    authorization: string | null = admin,
    filename: string | null = 'huge.bin',
  ) =>
    rawRequest({
      port,
      head: chunkedPost(path, multipartType, authorization ?? undefined),
      body: endless(ZEROS, endlessPart(BOUNDARY, name, filename ?? undefined)),
      cap: 200 * MB,
      timeoutMs: 30_000,
    });

  it('cuts a chunked JSON body at 1 MB with a 413 sentence and closes', async () => {
    const exchange = await rawRequest({
      port,
      head: chunkedPost('/api/categories', 'application/json', admin),
      body: endless(' '.repeat(64 * 1024), '{"name": "'),
      cap: 200 * MB,
      timeoutMs: 30_000,
    });
    expectHydra(exchange, 413, 'The request is too large: at most 1 MB.');
    expect(exchange.sent).toBeLessThan(DEFAULT_BODY_LIMIT + BUFFERED);
  });

  it('cuts a JSON body sent to an upload route at the JSON limit, not the upload limit', async () => {
    const exchange = await rawRequest({
      port,
      head: chunkedPost('/api/media_objects', 'application/json', admin),
      body: endless(' '.repeat(64 * 1024), '{"file": "'),
      cap: 200 * MB,
      timeoutMs: 30_000,
    });
    expectHydra(exchange, 413, 'The request is too large: at most 1 MB.');
    expect(exchange.sent).toBeLessThan(DEFAULT_BODY_LIMIT + BUFFERED);
  });

  it('cuts an endless image at MAX_UPLOAD_MB and closes', async () => {
    const exchange = await endlessUpload('/api/media_objects');
    expectHydra(exchange, 413, 'Image too big, max allowed size: 1 MB.');
    expect(exchange.sent).toBeLessThan(MB + BUFFERED);
  });

  it('cuts an endless text field of an upload at the form limit (21 MB here)', async () => {
    const exchange = await endlessUpload('/api/media_objects', 'tags', admin, null);
    expectHydra(exchange, 413, 'The request is too large: at most 21 MB.');
    expect(exchange.sent).toBeLessThan(21 * MB + BUFFERED);
  });

  it('cuts an endless import file at 10 MB and closes', async () => {
    const exchange = await endlessUpload('/api/imports');
    expectHydra(exchange, 413, `The file is too large; at most ${MAX_FILE_BYTES / MB} MB.`);
    expect(exchange.sent).toBeLessThan(MAX_FILE_BYTES + BUFFERED);
  });

  it('cuts an endless field of an import form at the form limit', async () => {
    const exchange = await endlessUpload('/api/imports', 'name', admin, null);
    expectHydra(exchange, 413, 'The request is too large: at most 11 MB.');
    expect(exchange.sent).toBeLessThan(FORM_BODY_LIMIT + BUFFERED);
  });

  it('cuts an endless translation file at 10 MB and closes', async () => {
    const copies = await demo.app.inject({
      url: '/api/regional_sheets?itemsPerPage=1',
      headers: { authorization: admin },
    });
    const copy = copies.json()['hydra:member'][0]['@id'] as string;
    const exchange = await endlessUpload(`${copy}/translations`);
    expectHydra(exchange, 413, `The file is too large; at most ${MAX_FILE_BYTES / MB} MB.`);
    expect(exchange.sent).toBeLessThan(MAX_FILE_BYTES + BUFFERED);
  });

  it('cuts an endless font file at 10 MB and closes', async () => {
    const family = await demo.app.inject({
      method: 'POST',
      url: '/api/font_families',
      headers: { authorization: admin },
      payload: { name: 'Endless Sans' },
    });
    expect(family.statusCode).toBe(201);
    const exchange = await endlessUpload(`${family.json()['@id']}/faces`);
    expectHydra(exchange, 413, `The file is too large; at most ${MAX_FILE_BYTES / MB} MB.`);
    expect(exchange.sent).toBeLessThan(MAX_FILE_BYTES + BUFFERED);
  });

  it('refuses an anonymous or badly signed upload before reading its body, and closes', async () => {
    for (const authorization of [null, 'Bearer not-a-token']) {
      for (const path of ['/api/media_objects', '/api/imports']) {
        const exchange = await endlessUpload(path, 'file', authorization);
        expectHydra(exchange, 401, 'Please log in to continue.');
        // Far less than the 21 MB form: what the socket buffers held, not the body.
        expect(exchange.sent, `${path} ${authorization}`).toBeLessThan(BUFFERED);
      }
    }
  });

  it('closes after a refusal sent before the body was read (a dealer uploading)', async () => {
    const dealer = (await demo.login('dealer.cz')).authorization;
    const exchange = await endlessUpload('/api/imports', 'file', dealer);
    expect(exchange.status).toBe(403);
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.sent).toBeLessThan(BUFFERED);
  });

  it('keeps the connection of a body read to its end', async () => {
    const body = JSON.stringify({ name: 'Kept alive' });
    const exchange = await rawRequest({
      port,
      head: [
        'POST /api/categories HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        `Authorization: ${admin}`,
      ].join('\r\n'),
      body: endless('', body),
      cap: body.length,
      timeoutMs: 2000,
    });
    expect(exchange.status).toBe(201);
    expect(exchange.headers.connection).not.toBe('close');
    expect(exchange.closedByServer).toBe(false);
  });
});

/** A client that sends a body a few bytes at a time is cut off at the first window it misses. */
describe('slow bodies', () => {
  let environment: TestEnvironment;
  let app: App;
  let port: number;

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    // A short window, so that the test does not wait the real one.
    app = await testApp(environment, {}, { bodyRate: { minBytesPerSecond: 1024, windowMs: 300 } });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  const slowMessage =
    'The request body arrived too slowly: at least 1 KB a second are needed. Please send it again.';

  it('closes a body with a Content-Length that trickles in', async () => {
    const exchange = await rawRequest({
      port,
      head: [
        'POST /auth/login HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 100000',
      ].join('\r\n'),
      body: endless('          '),
      pauseMs: 50,
      timeoutMs: 20_000,
    });
    expectHydra(exchange, 408, slowMessage);
    expect(exchange.sent).toBeLessThan(100_000);
  });

  it('closes a chunked upload that trickles in, and one that stalls', async () => {
    for (const pauseMs of [50, 5000]) {
      const exchange = await rawRequest({
        port,
        head: [
          'POST /auth/login HTTP/1.1',
          'Host: localhost',
          'Content-Type: application/json',
          'Transfer-Encoding: chunked',
        ].join('\r\n'),
        body: endless('    '),
        pauseMs,
        timeoutMs: 20_000,
      });
      expectHydra(exchange, 408, slowMessage);
    }
  });

  it('lets a body at a fair rate through', async () => {
    let pieces = 0;
    const exchange = await rawRequest({
      port,
      head: [
        'POST /auth/login HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ].join('\r\n'),
      // 4 KB every 50 ms for a second: 80 KB a second, over a few windows.
      body: () =>
        pieces++ === 0
          ? '{"username": "nobody", "password": "x"'
          : pieces < 20
            ? ' '.repeat(4096)
            : pieces === 20
              ? '}'
              : null,
      pauseMs: 50,
      timeoutMs: 3000,
    });
    expect(exchange.status).toBe(401);
    expect(exchange.closedByServer).toBe(false);
  });

  it('defaults to 10 KB a second over 10 s windows: a trickle is closed within 30 s', () => {
    expect(MIN_BODY_BYTES_PER_SECOND).toBe(10 * 1024);
    expect(DEFAULT_BODY_RATE).toEqual({ minBytesPerSecond: 10 * 1024, windowMs: 10_000 });
    // The first window the trickle misses ends at most two windows after its request began.
    expect(2 * BODY_RATE_WINDOW_SECONDS).toBeLessThanOrEqual(30);
  });
});
