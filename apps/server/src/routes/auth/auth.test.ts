import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/tokens.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { LOGIN_FAILED } from './auth.ts';

describe('login and session', () => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp();
  });

  afterAll(async () => {
    await demo?.close();
  });

  const passwordOf = (username: string) =>
    demo.accounts.find((account) => account.username === username)?.password ?? '';

  it('logs a dealer in with a token, its expiry and the user without secrets', async () => {
    const before = Date.now();
    const response = await demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'dealer.cz', password: passwordOf('dealer.cz') },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      username: 'dealer.cz',
      roles: ['REGION_CZ'],
      hnr: '41001',
      region: 'cz',
    });
    expect(body.token.split('.')).toHaveLength(3);
    const lifetime = Date.parse(body.expires) - before;
    expect(lifetime).toBeGreaterThan(11.9 * 3_600_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3_600_000 + 1000);
    expect(body.passwordChangeRecommended).toBe(true);
    expect(response.body).not.toContain('argon2');
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    for (const payload of [
      { username: 'dealer.cz', password: 'wrong' },
      { username: 'nobody', password: 'wrong' },
    ]) {
      const response = await demo.app.inject({ method: 'POST', url: '/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()['hydra:description']).toBe(LOGIN_FAILED);
    }
  });

  it('asks for what is missing', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()['hydra:description']).toBe(
      'Please enter your username. Please enter your password.',
    );
  });

  it('exchanges a token for the user and a fresh token', async () => {
    const headers = await demo.login('regionadmin.cz');
    const response = await demo.app.inject({ url: '/auth/user', headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      username: 'regionadmin.cz',
      roles: ['ROLE_REGIONADMIN', 'REGION_CZ'],
      hnr: null,
      region: 'cz',
    });
    expect(typeof body.token).toBe('string');
  });

  it('refuses a missing, tampered or expired token', async () => {
    const { authorization } = await demo.login('admin');
    const tampered = `${authorization.slice(0, -3)}abc`;
    const expired = await issueToken(
      1,
      demo.app.jwtSecret,
      1,
      new Date(Date.now() - 2 * 3_600_000),
    );
    for (const headers of [
      {},
      { authorization: tampered },
      { authorization: `Bearer ${expired.token}` },
    ]) {
      const response = await demo.app.inject({ url: '/auth/user', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()['hydra:description']).toBe('Please log in to continue.');
    }
  });
});
