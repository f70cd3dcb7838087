import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN, SESSION_ENDED } from '../../auth/authenticate.ts';
import { PASSWORD_TOO_SHORT } from '../../auth/passwords.ts';
import { issueToken, verifyToken } from '../../auth/tokens.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { LOGIN_FAILED, PASSWORD_CHANGED, WRONG_PASSWORD } from './auth.ts';
import { LOGIN_ATTEMPTS, TOO_MANY_LOGINS } from './loginRateLimit.ts';

describe.each(TEST_DATABASES)('login and session on $name', ({ name: database }) => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp(database);
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
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      username: 'dealer.cz',
      roles: ['REGION_CZ'],
      hnr: '41001',
      region: 'cz',
    });
    expect(body.token.split('.')).toHaveLength(3);
    // Twelve hours from the login, whenever in the request it happened (a busy machine takes
    // seconds to check a password); the expiry is in whole seconds.
    const expires = Date.parse(body.expires);
    expect(expires).toBeGreaterThan(before + 12 * 3_600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(after + 12 * 3_600_000);
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
      { id: 1, tokenVersion: 0 },
      demo.app.jwtSecret,
      { hours: 1, sessionMaxDays: 30 },
      { now: new Date(Date.now() - 2 * 3_600_000) },
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

  function login(username: string, password: string, remoteAddress?: string) {
    return demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  }

  it('changes the password of the logged-in user', async () => {
    const old = passwordOf('dealer.pl');
    const first = await login('dealer.pl', old);
    expect(first.json().passwordChangeRecommended).toBe(true);
    const headers = { authorization: `Bearer ${first.json().token}` };
    const change = (payload: object) =>
      demo.app.inject({ method: 'POST', url: '/auth/change_password', headers, payload });

    const short = await change({ old_password: old, new_password: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json()['hydra:description']).toBe(PASSWORD_TOO_SHORT);
    const wrong = await change({ old_password: 'not it', new_password: 'new secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()['hydra:description']).toBe(WRONG_PASSWORD);

    const done = await change({ old_password: old, new_password: 'new secret' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: PASSWORD_CHANGED,
      user: { username: 'dealer.pl' },
    });

    expect((await login('dealer.pl', old)).statusCode).toBe(401);
    const again = await login('dealer.pl', 'new secret');
    expect(again.statusCode).toBe(200);
    expect(again.json().passwordChangeRecommended).toBe(false);
  });

  it('asks for a login before changing a password', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/auth/change_password',
      payload: { old_password: 'a', new_password: 'bcd' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('limits login attempts per address and username', async () => {
    const address = '203.0.113.7';
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS; attempt++) {
      expect((await login('admin', 'guess', address)).statusCode).toBe(401);
    }
    const limited = await login('admin', passwordOf('admin'), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': TOO_MANY_LOGINS,
      status: 429,
    });
    // The same name in another case is the same account.
    expect((await login('ADMIN', 'guess', address)).statusCode).toBe(429);
    // Another account from that address, and the same account from elsewhere, still log in.
    expect((await login('dealer.cz', passwordOf('dealer.cz'), address)).statusCode).toBe(200);
    expect((await login('admin', passwordOf('admin'), '198.51.100.9')).statusCode).toBe(200);
  });

  it('limits nothing but the login', async () => {
    const headers = await demo.login('dealer.cz');
    for (let request = 0; request < LOGIN_ATTEMPTS + 2; request++) {
      const response = await demo.app.inject({ url: '/auth/user', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  /** A session of its own for each test below, so no other test's token is ended. */
  async function newAccount(username: string) {
    const admin = await demo.login('admin');
    const created = await demo.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { username, password: 'first secret', roles: ['REGION_AT'] },
    });
    expect(created.statusCode).toBe(201);
    const loggedIn = await login(username, 'first secret');
    return {
      id: created.json().id as number,
      headers: { authorization: `Bearer ${loggedIn.json().token}` },
    };
  }

  const currentUser = (headers: { authorization: string }) =>
    demo.app.inject({ url: '/auth/user', headers });

  it('ends earlier sessions on a password change and answers this device a new token', async () => {
    const { headers: phone } = await newAccount('two.devices');
    const laptop = {
      authorization: `Bearer ${(await login('two.devices', 'first secret')).json().token}`,
    };
    // A renewal before the change is still a token of the old version.
    const renewed = { authorization: `Bearer ${(await currentUser(phone)).json().token}` };

    const changed = await demo.app.inject({
      method: 'POST',
      url: '/auth/change_password',
      headers: laptop,
      payload: { old_password: 'first secret', new_password: 'second secret' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${changed.json().token}` };
    expect(Date.parse(changed.json().expires)).toBeGreaterThan(Date.now());

    for (const old of [phone, laptop, renewed]) {
      const response = await currentUser(old);
      expect(response.statusCode).toBe(401);
      expect(response.json()['hydra:description']).toBe(NOT_LOGGED_IN);
      // Nor does the old token open anything else.
      expect((await demo.app.inject({ url: '/api/sheets', headers: old })).statusCode).toBe(401);
    }
    const again = await currentUser(fresh);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.username).toBe('two.devices');
    // The renewal of the new token works in turn.
    const next = { authorization: `Bearer ${again.json().token}` };
    expect((await currentUser(next)).statusCode).toBe(200);
  });

  it('refuses a correctly signed token without an expiry, issue time or token version', async () => {
    const { id } = await newAccount('hand.made');
    const sub = String(id);
    const key = new TextEncoder().encode(demo.app.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const base = () =>
      new SignJWT({ tokenVersion: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('print-and-mediaservice');
    const complete = await base()
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const withoutExpiry = await base().setIssuedAt(now).sign(key);
    const withoutIssueTime = await base()
      .setExpirationTime(now + 3600)
      .sign(key);
    const withoutVersion = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('print-and-mediaservice')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    // The hand-made complete token is accepted: the refusals below are for what is missing.
    expect((await currentUser({ authorization: `Bearer ${complete}` })).statusCode).toBe(200);
    for (const token of [withoutExpiry, withoutIssueTime, withoutVersion]) {
      const response = await currentUser({ authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(401);
    }
  });

  describe('the longest a session lasts (SESSION_MAX_DAYS, 30 days here)', () => {
    const DAY_SECONDS = 86_400;
    const nowSeconds = () => Math.floor(Date.now() / 1000);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    it('starts a session at the login, and a renewal keeps its start', async () => {
      const { headers } = await newAccount('session.start');
      const before = nowSeconds();
      const login = await verifyToken(headers.authorization.slice(7), demo.app.jwtSecret);
      expect(login?.sessionStart).toBeGreaterThanOrEqual(before - 60);
      const renewed = await currentUser(headers);
      expect(renewed.statusCode).toBe(200);
      const claims = await verifyToken(renewed.json().token, demo.app.jwtSecret);
      expect(claims?.sessionStart).toBe(login?.sessionStart);
    });

    it('renews a token late in its session only until the session ends', async () => {
      const { id } = await newAccount('session.late');
      // The login was 30 days less an hour ago: the renewal lasts that hour, not 12.
      const start = nowSeconds() - 30 * DAY_SECONDS + 3600;
      const late = await issueToken(
        { id, tokenVersion: 0 },
        demo.app.jwtSecret,
        { hours: 12, sessionMaxDays: 30 },
        { sessionStart: start },
      );
      const renewed = await currentUser(bearer(late.token));
      expect(renewed.statusCode).toBe(200);
      const end = (start + 30 * DAY_SECONDS) * 1000;
      expect(Date.parse(renewed.json().expires)).toBe(end);
      const claims = await verifyToken(renewed.json().token, demo.app.jwtSecret);
      expect(claims?.sessionStart).toBe(start);
      // Renewing the renewal gives no more time either.
      const again = await currentUser(bearer(renewed.json().token));
      expect(Date.parse(again.json().expires)).toBe(end);
    });

    it('refuses a token whose session began longer ago, with a sentence saying so', async () => {
      const { id } = await newAccount('session.over');
      // Issued while sessions lasted 60 days, so it has not expired; SESSION_MAX_DAYS now is 30.
      const over = await issueToken(
        { id, tokenVersion: 0 },
        demo.app.jwtSecret,
        { hours: 12, sessionMaxDays: 60 },
        { sessionStart: nowSeconds() - 31 * DAY_SECONDS },
      );
      expect(Date.parse(over.expires)).toBeGreaterThan(Date.now());
      for (const url of ['/auth/user', '/api/sheets']) {
        const response = await demo.app.inject({ url, headers: bearer(over.token) });
        expect(response.statusCode).toBe(401);
        expect(response.json()['hydra:description']).toBe(SESSION_ENDED);
      }
      // Logging in again begins a new session.
      const fresh = await login('session.over', 'first secret');
      expect((await currentUser(bearer(fresh.json().token))).statusCode).toBe(200);
    });
  });
});
