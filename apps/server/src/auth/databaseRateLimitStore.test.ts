import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { LOGIN_ATTEMPTS } from '../routes/auth/loginRateLimit.ts';
import { TEST_DATABASES, type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';

const ADDRESS = '203.0.113.44';

const login = (app: App, password: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: 'admin', password },
    remoteAddress: ADDRESS,
  });

describe.each(TEST_DATABASES)('the login limit counted in the database on $name', ({ name }) => {
  let environment: TestEnvironment;
  const apps: App[] = [];
  const start = async () => {
    const app = await testApp(environment, { ADMIN_PASSWORD: 'right-password' });
    apps.push(app);
    return app;
  };

  afterAll(async () => {
    for (const app of apps) await app.close();
    await environment?.cleanup();
  });

  it('counts the tries of every server process together, and across a restart', async () => {
    environment = await testEnvironment(name);
    const first = await start();
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect((await login(first, 'guess')).statusCode).toBe(401);
    }
    // PostgreSQL: a second process beside the first. The embedded database has one process
    // at a time: it starts again on the same data.
    if (name === 'pglite') {
      await first.close();
      apps.splice(apps.indexOf(first), 1);
    }
    const second = await start();
    for (let attempt = 7; attempt <= LOGIN_ATTEMPTS; attempt++) {
      expect((await login(second, 'guess')).statusCode).toBe(401);
    }
    expect((await login(second, 'right-password')).statusCode).toBe(429);
    if (name === 'postgres') expect((await login(first, 'right-password')).statusCode).toBe(429);
  });
});
