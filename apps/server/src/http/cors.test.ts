import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';

const ALLOWED = 'https://portal.example.com';

function preflight(app: App, origin: string) {
  return app.inject({
    method: 'OPTIONS',
    url: '/api/sheets',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });
}

describe('CORS', () => {
  let environment: TestEnvironment | undefined;
  let app: App | undefined;

  async function start(env: Record<string, string> = {}) {
    environment = await testEnvironment('pglite');
    app = await testApp(environment, env);
    return app;
  }

  afterEach(async () => {
    await app?.close();
    await environment?.cleanup();
    app = undefined;
    environment = undefined;
  });

  it('sends no CORS headers unless CORS_ORIGINS is set', async () => {
    const server = await start();
    const response = await server.inject({ url: '/api', headers: { origin: ALLOWED } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const options = await preflight(server, ALLOWED);
    expect(options.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows a preflight from a configured origin, with the Authorization header', async () => {
    const server = await start({ CORS_ORIGINS: `${ALLOWED},http://localhost:5173` });
    const response = await preflight(server, ALLOWED);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await server.inject({ url: '/api', headers: { origin: ALLOWED } });
    expect(get.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('refuses a preflight from any other origin', async () => {
    const server = await start({ CORS_ORIGINS: ALLOWED });
    const response = await preflight(server, 'https://elsewhere.example.com');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const get = await server.inject({
      url: '/api',
      headers: { origin: 'https://elsewhere.example.com' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});
