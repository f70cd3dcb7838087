import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT } from '../../auth/passwords.ts';
import { OWN_ACCOUNT, OWN_ADMIN_ROLE, STALE_USER } from '../../commands/userWrites.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { NOT_ALLOWED_USERS } from './users.ts';

interface UserBody {
  '@id': string;
  id: number;
  username: string;
  roles: string[];
  hnr: string | null;
  version: number;
}

describe.each(TEST_DATABASES)('users on $name', ({ name: database }) => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp(database);
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function call(
    username: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const headers = username ? await demo.login(username) : {};
    return demo.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }

  async function userNamed(username: string): Promise<UserBody> {
    const response = await call('admin', 'GET', `/api/users?search=${username}`);
    const user = response
      .json()
      ['hydra:member'].find((candidate: UserBody) => candidate.username === username);
    if (!user) throw new Error(`no user ${username}`);
    return user;
  }

  function login(username: string, password: string) {
    return demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username, password },
    });
  }

  it('is for admins only', async () => {
    const dealer = await userNamed('dealer.cz');
    const requests = [
      ['GET', '/api/users', undefined],
      ['GET', dealer['@id'], undefined],
      ['POST', '/api/users', { username: 'x', password: 'secret', roles: [] }],
      ['PUT', dealer['@id'], { hnr: '1', version: dealer.version }],
      ['DELETE', dealer['@id'], undefined],
    ] as const;
    for (const [method, url, payload] of requests) {
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      for (const username of ['dealer.cz', 'regionadmin.cz']) {
        const response = await call(username, method, url, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()['hydra:description']).toBe(NOT_ALLOWED_USERS);
      }
    }
  });

  it('lists the accounts with their roles and never a password hash', async () => {
    const response = await call('admin', 'GET', '/api/users');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body['@context']).toBe('/api/contexts/User');
    expect(body['hydra:member'].map((user: UserBody) => user.username)).toEqual([
      'admin',
      'regionadmin.cz',
      'dealer.cz',
      'dealer.pl',
    ]);
    const dealer = body['hydra:member'][2];
    expect(dealer).toEqual({
      '@id': `/api/users/${dealer.id}`,
      '@type': 'User',
      id: dealer.id,
      username: 'dealer.cz',
      roles: ['REGION_CZ'],
      hnr: '41001',
      region: 'cz',
      passwordChangeRecommended: true,
      version: 1,
      created: expect.any(String),
      modified: expect.any(String),
    });
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/);
    const item = await call('admin', 'GET', dealer['@id']);
    expect(item.json()).toMatchObject({ '@context': '/api/contexts/User', username: 'dealer.cz' });
    expect(item.body).not.toMatch(/argon2|passwordHash/);
  });

  it('searches usernames', async () => {
    const response = await call('admin', 'GET', '/api/users?search=DEALER');
    expect(response.json()['hydra:member'].map((user: UserBody) => user.username)).toEqual([
      'dealer.cz',
      'dealer.pl',
    ]);
  });

  it('creates an account that logs in and is reminded to change its password', async () => {
    const response = await call('admin', 'POST', '/api/users', {
      username: ' dealer.hu ',
      password: 'abc',
      roles: ['REGION_HU'],
      hnr: '61001',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(response.headers.location).toBe(`/api/users/${created.id}`);
    expect(created).toMatchObject({
      '@context': '/api/contexts/User',
      '@type': 'User',
      username: 'dealer.hu',
      roles: ['REGION_HU'],
      hnr: '61001',
      region: 'hu',
      passwordChangeRecommended: true,
      version: 1,
    });
    expect(response.body).not.toContain('argon2');
    const loggedIn = await login('dealer.hu', 'abc');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().passwordChangeRecommended).toBe(true);

    const cyprus = await call('admin', 'POST', '/api/users', {
      username: 'dealer.cy',
      password: 'secret',
      roles: ['REGION_CY-EN'],
    });
    expect(cyprus.statusCode).toBe(201);
    expect(cyprus.json()).toMatchObject({ region: 'cy-en', hnr: null });
  });

  it('says what is wrong with a new account', async () => {
    const cases = [
      [
        { username: 'dealer.cz', password: 'secret', roles: [] },
        409,
        "The username 'dealer.cz' is taken.",
      ],
      [{ username: 'new', password: 'ab', roles: [] }, 400, PASSWORD_TOO_SHORT],
      [{ username: '  ', password: 'secret', roles: [] }, 400, 'Please enter a username.'],
      [
        { username: 'new', password: 'secret', roles: ['REGION_CZ', 'ROLE_SUPERUSER'] },
        400,
        "The role 'ROLE_SUPERUSER' does not exist. Choose from ROLE_ADMIN, ROLE_REGIONADMIN, REGION_NONE, REGION_AT, REGION_CY-EN, REGION_CZ, REGION_BG, REGION_GR, REGION_HR, REGION_HU, REGION_MT, REGION_PL, REGION_RO, REGION_SI, REGION_SK.",
      ],
      [
        { username: 'new', password: 'secret', roles: ['REGION_XX'] },
        400,
        expect.stringContaining("The role 'REGION_XX' does not exist."),
      ],
    ] as const;
    for (const [payload, status, message] of cases) {
      const response = await call('admin', 'POST', '/api/users', payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()['hydra:description']).toEqual(message);
    }
  });

  it('changes an account with its loaded version and refuses a stale one', async () => {
    const dealer = await userNamed('dealer.pl');
    const missing = await call('admin', 'PUT', dealer['@id'], { hnr: '52002' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()['hydra:description']).toBe(
      'version is required: send the version of the user you loaded.',
    );
    const saved = await call('admin', 'PUT', dealer['@id'], {
      roles: ['REGION_PL', 'REGION_SK'],
      hnr: '52002',
      version: dealer.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      username: 'dealer.pl',
      roles: ['REGION_PL', 'REGION_SK'],
      hnr: '52002',
      region: 'pl',
      version: dealer.version + 1,
    });
    const stale = await call('admin', 'PUT', dealer['@id'], { hnr: '1', version: dealer.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()['hydra:description']).toBe(STALE_USER);
    const taken = await call('admin', 'PUT', dealer['@id'], {
      username: 'dealer.cz',
      version: dealer.version + 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()['hydra:description']).toBe("The username 'dealer.cz' is taken.");
  });

  it('resets a password so that the old one fails and the owner is reminded', async () => {
    const created = (
      await call('admin', 'POST', '/api/users', {
        username: 'reset.me',
        password: 'first',
        roles: ['REGION_AT'],
      })
    ).json();
    const changed = await demo.app.inject({
      method: 'POST',
      url: '/auth/change_password',
      headers: { authorization: `Bearer ${(await login('reset.me', 'first')).json().token}` },
      payload: { old_password: 'first', new_password: 'chosen' },
    });
    expect(changed.statusCode).toBe(200);
    const beforeReset = { authorization: `Bearer ${changed.json().token}` };
    expect((await demo.app.inject({ url: '/auth/user', headers: beforeReset })).statusCode).toBe(
      200,
    );
    expect((await userNamed('reset.me')).version).toBe(2);
    const tooShort = await call('admin', 'PUT', created['@id'], { password: 'x', version: 2 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()['hydra:description']).toBe(PASSWORD_TOO_SHORT);
    const reset = await call('admin', 'PUT', created['@id'], { password: 'reset', version: 2 });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().passwordChangeRecommended).toBe(true);
    expect((await login('reset.me', 'chosen')).statusCode).toBe(401);
    expect((await login('reset.me', 'reset')).json().passwordChangeRecommended).toBe(true);
    // Whoever was logged in with the old password is logged out.
    expect((await demo.app.inject({ url: '/auth/user', headers: beforeReset })).statusCode).toBe(
      401,
    );
  });

  it('ends the sessions of a user whose roles change, and only then', async () => {
    const created = (
      await call('admin', 'POST', '/api/users', {
        username: 'moving',
        password: 'secret',
        roles: ['REGION_CZ'],
      })
    ).json();
    const headers = { authorization: `Bearer ${(await login('moving', 'secret')).json().token}` };
    const currentUser = () => demo.app.inject({ url: '/auth/user', headers });
    // A new dealer number, or the same roles sent again, keeps the session.
    const renumbered = await call('admin', 'PUT', created['@id'], {
      hnr: '41999',
      roles: ['REGION_CZ'],
      version: 1,
    });
    expect(renumbered.statusCode).toBe(200);
    expect((await currentUser()).statusCode).toBe(200);
    const moved = await call('admin', 'PUT', created['@id'], { roles: ['REGION_PL'], version: 2 });
    expect(moved.statusCode).toBe(200);
    const after = await currentUser();
    expect(after.statusCode).toBe(401);
    expect(after.json()['hydra:description']).toBe('Please log in to continue.');
    // A new login carries the new roles.
    const again = await login('moving', 'secret');
    expect(again.json().user.roles).toEqual(['REGION_PL']);
    const renewed = await demo.app.inject({
      url: '/auth/user',
      headers: { authorization: `Bearer ${again.json().token}` },
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('keeps an admin from removing their own admin role or account', async () => {
    const admin = await userNamed('admin');
    const demoted = await call('admin', 'PUT', admin['@id'], {
      roles: ['REGION_CZ'],
      version: admin.version,
    });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()['hydra:description']).toBe(OWN_ADMIN_ROLE);
    const deleted = await call('admin', 'DELETE', admin['@id']);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()['hydra:description']).toBe(OWN_ACCOUNT);
    expect((await userNamed('admin')).roles).toEqual(['ROLE_ADMIN']);
  });

  it('lets an admin set their own password without a reminder, which ends their sessions', async () => {
    // A second admin, so the demo admin's session, which the other tests use, stays open.
    const created = (
      await call('admin', 'POST', '/api/users', {
        username: 'second.admin',
        password: 'given',
        roles: ['ROLE_ADMIN'],
      })
    ).json();
    const headers = {
      authorization: `Bearer ${(await login('second.admin', 'given')).json().token}`,
    };
    const own = await demo.app.inject({
      method: 'PUT',
      url: created['@id'],
      headers,
      payload: { password: 'my own choice', version: created.version },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().passwordChangeRecommended).toBe(false);
    expect((await demo.app.inject({ url: '/api/users', headers })).statusCode).toBe(401);
    expect((await login('second.admin', 'my own choice')).statusCode).toBe(200);
  });

  it('deletes another account, which can then no longer log in', async () => {
    const created = (
      await call('admin', 'POST', '/api/users', {
        username: 'leaving',
        password: 'secret',
        roles: ['REGION_CZ'],
      })
    ).json();
    const token = (await login('leaving', 'secret')).json().token;
    const response = await call('admin', 'DELETE', created['@id']);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('admin', 'GET', created['@id'])).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', created['@id'])).statusCode).toBe(404);
    // Their token no longer opens anything: the user is read fresh on every request.
    const after = await demo.app.inject({
      url: '/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });
});
