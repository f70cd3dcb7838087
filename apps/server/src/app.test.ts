import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { TEST_DATABASES, type TestEnvironment, testApp, testEnvironment } from './test/testApp.ts';

const INDEX_HTML = '<!doctype html><title>Print- and Mediaservice</title><div id="root"></div>';

/** A stand-in for Vite's output: what the server serves does not depend on how it was built. */
async function fakeWebBuild(dir: string) {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
}

describe.each(TEST_DATABASES)('server on $name', ({ name }) => {
  let environment: TestEnvironment;
  let app: App;

  beforeAll(async () => {
    environment = await testEnvironment(name);
    const webDir = join(environment.dataDir, 'web');
    await fakeWebBuild(webDir);
    app = await testApp(environment, { WEB_DIST_DIR: webDir });
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  it('reports the database as healthy', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it.each([
    '/',
    '/de',
    '/de/login',
    '/login',
    '/edit/5',
    '/edit-region/3',
    '/cz/overview',
    '/si/edit/create',
    '/users?search=dealer',
    // The media library page; its files are under /media/.
    '/media',
    '/de/media?tab=logos',
  ])('serves the web app for %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets for a year and a missing one as 404', async () => {
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app")');
    const missing = await app.inject('/assets/index-old999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
  });

  it.each([
    ['GET', '/api/unknown'],
    ['POST', '/api/sheets/1/nothing'],
    ['GET', '/auth/nothing'],
    ['GET', '/media/0000.png'],
  ] as const)('answers %s %s with a Hydra 404 in JSON', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      status: 404,
    });
    expect(body['hydra:description']).toMatch(/\S/);
  });

  it('answers a non-GET request to a page path with JSON, not the app', async () => {
    const response = await app.inject({ method: 'POST', url: '/de/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json()['@type']).toBe('hydra:Error');
  });

  it('serves stored media under content-addressed URLs for a year', async () => {
    const key = await app.media.put(new TextEncoder().encode('png bytes'), 'png');
    const response = await app.inject(`/media/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('png bytes');
  });

  it.each([
    ['a health check', '/healthz'],
    ['an unknown API path', '/api/nothing'],
    ['the API documentation', '/api/docs/json'],
  ])('sends security headers with %s', async (_, url) => {
    const response = await app.inject(url);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' 'unsafe-inline'",
    );
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('server configuration', () => {
  let environment: TestEnvironment;

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
  });

  afterAll(async () => {
    await environment?.cleanup();
  });

  it('redirects / with 302 when ROOT_REDIRECT is set, and only /', async () => {
    const webDir = join(environment.dataDir, 'web');
    await fakeWebBuild(webDir);
    const app = await testApp(environment, { ROOT_REDIRECT: '/de', WEB_DIST_DIR: webDir });
    try {
      const root = await app.inject('/');
      expect(root.statusCode).toBe(302);
      expect(root.headers.location).toBe('/de');
      // A shared search link keeps its query through the redirect.
      const search = await app.inject('/?search=A4%20flyer&ci=mini');
      expect(search.statusCode).toBe(302);
      expect(search.headers.location).toBe('/de?search=A4%20flyer&ci=mini');
      expect((await app.inject('/de')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('says how to build the web app when it is missing', async () => {
    const app = await testApp(environment);
    try {
      const response = await app.inject('/login');
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await app.close();
    }
  });

  it('reports an unreachable database as unhealthy', async () => {
    const app = await testApp(environment);
    try {
      await app.database.close();
      const response = await app.inject('/healthz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
    } finally {
      await app.close();
    }
  });

  it('finishes a request in flight when it closes, then closes the database', async () => {
    const app = await testApp(environment);
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      app.get('/api/test/slow', async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
        return { finished: true };
      });
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test/slow`);
    await started;
    const closing = app.close();
    // While closing, the server takes no new requests.
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await expect(app.database.ping()).rejects.toThrow();
  });
});
