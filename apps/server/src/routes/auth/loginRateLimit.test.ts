import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { failedLogin, statuses } from '../../test/failedLogins.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../../test/testApp.ts';
import { LOGIN_ATTEMPTS } from './loginRateLimit.ts';

describe('the login rate limit', () => {
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

  // Found by the generated bad-input suite: the username was the counter's key as sent, and
  // one of 300,000 characters broke the key's index (a 500).
  it('counts a login with a huge username like any other failed one', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'y'.repeat(300_000), password: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('counts by the connection, whatever X-Forwarded-For a client sends, when no proxy is named', async () => {
    const answers = await statuses(LOGIN_ATTEMPTS + 1, (attempt) =>
      failedLogin(app, 'spoofer', '198.51.100.20', `203.0.113.${attempt + 1}`),
    );
    expect(answers.slice(0, LOGIN_ATTEMPTS).every((status) => status === 401)).toBe(true);
    expect(answers[LOGIN_ATTEMPTS]).toBe(429);
  });
});
