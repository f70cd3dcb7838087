import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';

// Large enough for @fastify/compress to compress it if it were sent plain.
const chunk = `export const text = ${JSON.stringify('designer '.repeat(2000))};\n`;
// What the build's .br and .gz hold here: told apart from the file compressed per request.
const built = `${chunk}// compressed at build time\n`;

/** A built web app as the build leaves it: each large file beside its .br and .gz. */
async function builtApp(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'pms-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(
    join(dist, 'designer.html'),
    '<!doctype html><link rel="modulepreload" href="/assets/designer-abc123.js"><div id="root"></div>',
  );
  const file = join(dist, 'assets', 'designer-abc123.js');
  await writeFile(file, chunk);
  await writeFile(`${file}.br`, brotliCompressSync(built));
  await writeFile(`${file}.gz`, gzipSync(built));
  return dist;
}

describe('the built web app', () => {
  let environment: TestEnvironment | undefined;
  let app: App | undefined;
  let dist: string | undefined;

  afterEach(async () => {
    await app?.close();
    await environment?.cleanup();
    if (dist) await rm(dist, { recursive: true, force: true });
    app = undefined;
    environment = undefined;
    dist = undefined;
  });

  async function start() {
    dist = await builtApp();
    environment = await testEnvironment('pglite');
    app = await testApp(environment, { WEB_DIST_DIR: dist });
    return app;
  }

  it('sends the file compressed at build time, once, to a client that takes brotli', async () => {
    const server = await start();
    const response = await server.inject({
      url: '/assets/designer-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's file, not compressed again: decoding it once gives what the build wrote.
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(built);
  });

  it('sends the gzip file to a client that takes only gzip', async () => {
    const server = await start();
    const response = await server.inject({
      url: '/assets/designer-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(built);
  });

  it('sends the plain file to a client that takes no encoding', async () => {
    const server = await start();
    const response = await server.inject({
      url: '/assets/designer-abc123.js',
      headers: { 'accept-encoding': '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(chunk);
  });

  it('still answers a page address with index.html, never cached', async () => {
    const server = await start();
    const response = await server.inject({ url: '/de/sheets' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('id="root"');
    expect(response.body).not.toContain('modulepreload');
  });

  it("answers a designer address with the page that preloads the designer's chunks", async () => {
    const server = await start();
    for (const url of ['/edit/3', '/de/edit-region/5/', '/edit/3?variants=1,2']) {
      const response = await server.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(
        '<link rel="modulepreload" href="/assets/designer-abc123.js">',
      );
    }
    // Not a designer address: creating a sheet has no document to open yet.
    const create = await server.inject({ url: '/edit/create' });
    expect(create.body).not.toContain('modulepreload');
  });
});
