import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';

/**
 * Refusals the framework makes before a route runs come in our words, as every other
 * refusal: never Fastify's own text for developers.
 */
describe("the framework's own refusals", () => {
  let environment: TestEnvironment;
  let app: App;
  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    app = await testApp(environment);
  });
  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  const refusal = async (options: InjectOptions) => {
    const response = await app.inject(options);
    return { status: response.statusCode, body: response.json() };
  };

  it('words a broken percent-encoding in the address as a Hydra error', async () => {
    const { status, body } = await refusal({ url: '/api/sheets/%ZZ' });
    expect(status).toBe(400);
    expect(body['@type']).toBe('hydra:Error');
    expect(body['hydra:description']).toBe(
      'The address is not valid: it has a broken percent-encoding or character.',
    );
  });

  it('words a content type a route does not take', async () => {
    const { status, body } = await refusal({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(status).toBe(415);
    expect(body['hydra:description']).toBe(
      'The request body has a content type this address does not take; send application/json.',
    );
  });

  it("keeps a route's own words for a wrong field, not the validation library's", async () => {
    const { status, body } = await refusal({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin', password: ['x'] },
    });
    expect(status).toBe(400);
    expect(body['hydra:description']).not.toMatch(/expected|received|Invalid input/i);
    expect(body['hydra:description']).toBe('Please enter your password.');
  });
});
