import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { LOGIN_ATTEMPTS } from '../routes/auth/loginRateLimit.ts';
import { failedLogin, statuses } from '../test/failedLogins.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';

describe('behind a load balancer named in TRUST_PROXY', () => {
  const BALANCER = '10.0.0.2';
  let environment: TestEnvironment;
  let app: App;
  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    app = await testApp(environment, { TRUST_PROXY: '10.0.0.0/24' });
  });
  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  it('counts each client the balancer names, so one client cannot lock an account for all', async () => {
    const guesser = await statuses(LOGIN_ATTEMPTS + 1, () =>
      failedLogin(app, 'dealer', BALANCER, '203.0.113.7'),
    );
    expect(guesser[LOGIN_ATTEMPTS]).toBe(429);
    // The same account through the same balancer, from the dealer's own office.
    expect((await failedLogin(app, 'dealer', BALANCER, '198.51.100.4')).statusCode).toBe(401);
    // The client's address is the last one the balancer added, not one the client wrote first.
    expect(
      (await failedLogin(app, 'dealer', BALANCER, '198.51.100.99, 203.0.113.7')).statusCode,
    ).toBe(429);
  });

  it('believes no X-Forwarded-For from an address outside the named proxies', async () => {
    const answers = await statuses(LOGIN_ATTEMPTS + 1, (attempt) =>
      failedLogin(app, 'other', '198.51.100.30', `203.0.113.${attempt + 100}`),
    );
    expect(answers[LOGIN_ATTEMPTS]).toBe(429);
  });

  it('links the API documentation with the scheme and host the client used', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'pms.example.com' };
    const through = await app.inject({ url: '/api', remoteAddress: BALANCER, headers });
    expect(through.headers.link).toMatch(/^<https:\/\/pms\.example\.com\/api\/docs/);
    const direct = await app.inject({ url: '/api', remoteAddress: '198.51.100.30', headers });
    expect(direct.headers.link).toMatch(/^<http:\/\/localhost(:\d+)?\/api\/docs/);
  });
});
