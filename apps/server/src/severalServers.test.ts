import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_AT_MOST_MS } from './http/readCache.ts';
import { LOGIN_ATTEMPTS, TOO_MANY_LOGINS } from './routes/auth/loginRateLimit.ts';
import { startS3Server, type TestS3Server } from './storage/testing/s3Server.ts';
import { readyAddress, type ServerProcess, startServer } from './test/serverProcess.ts';
import { type TestEnvironment, testEnvironment } from './test/testApp.ts';
import { multipart, transparentPng } from './test/uploadTesting.ts';

const ADMIN_PASSWORD = 'several-servers-admin';
const JWT_SECRET = 'one-secret-for-every-server-process-0123456789';

type Headers = Record<string, string>;

/**
 * Two server processes on one PostgreSQL and one S3-compatible store, as behind a load
 * balancer: whichever process answers, the answer is the same. Needs PostgreSQL (the embedded
 * database belongs to one process), so it runs where TEST_DATABASE_URL is set, as in CI.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes, one truth', () => {
  let environment: TestEnvironment;
  let s3: TestS3Server;
  const servers: ServerProcess[] = [];
  let a = '';
  let b = '';

  beforeAll(async () => {
    environment = await testEnvironment('postgres');
    s3 = await startS3Server();
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: environment.dataDir,
      DATABASE_URL: environment.databaseUrl ?? '',
      JWT_SECRET,
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Kept for an hour: only the database's notification can refresh a read on the other process.
      READ_CACHE_SECONDS: '3600',
      ...s3.env,
    };
    const first = startServer(env);
    servers.push(first);
    a = await readyAddress(first);
    // The second starts on the seeded database, with its own data directory.
    const second = startServer({ ...env, DATA_DIR: `${environment.dataDir}/second` });
    servers.push(second);
    b = await readyAddress(second);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await once(server.child, 'exit');
      }
    }
    await s3?.close();
    await environment?.cleanup();
  });

  const login = (server: string, password: string, username = 'admin') =>
    fetch(`${server}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  const bearer = async (server: string): Promise<Headers> => {
    const response = await login(server, ADMIN_PASSWORD);
    return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
  };
  const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

  it('takes a login made on one process on the other', async () => {
    const auth = await bearer(a);
    const user = await fetch(`${b}/auth/user`, { headers: auth });
    expect(user.status).toBe(200);
    expect(((await json(user)).user as { username: string }).username).toBe('admin');
  });

  it('serves an image uploaded to one process from the other', async () => {
    const body = await multipart([{ name: 'disc.png', bytes: await transparentPng() }]);
    const uploaded = await fetch(`${a}/api/media_objects`, {
      method: 'POST',
      headers: { ...(await bearer(a)), ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const [image] = (await json(uploaded))['hydra:member'] as { contentUrl: string }[];
    const fromA = await fetch(`${a}${image?.contentUrl}`);
    const fromB = await fetch(`${b}${image?.contentUrl}`);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('refuses a save with a stale version on either process', async () => {
    const auth = await bearer(a);
    const list = await json(await fetch(`${a}/api/sheets?itemsPerPage=1`, { headers: auth }));
    const [sheet] = list['hydra:member'] as { '@id': string }[];
    const read = await json(await fetch(`${a}${sheet?.['@id']}`, { headers: auth }));
    const save = (server: string, details: string) =>
      fetch(`${server}${sheet?.['@id']}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ version: read.version, details }),
      });
    expect((await save(b, 'Saved on the second process')).status).toBe(200);
    const stale = await save(a, 'Saved on the first with the same version');
    expect(stale.status).toBe(409);
    const now = await json(await fetch(`${a}${sheet?.['@id']}`, { headers: auth }));
    expect(now.details).toBe('Saved on the second process');
  });

  it("shows a save made on one process in the other's reads within moments", async () => {
    const auth = await bearer(a);
    const list = await json(await fetch(`${b}/api/sheets?itemsPerPage=5`, { headers: auth }));
    const [sheet] = list['hydra:member'] as { '@id': string; version: number }[];
    const before = await json(await fetch(`${b}${sheet?.['@id']}`, { headers: auth }));
    const saved = await fetch(`${a}${sheet?.['@id']}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ version: before.version, details: 'Read on the other process' }),
    });
    expect(saved.status).toBe(200);
    // The notification comes a few milliseconds after the commit; the poll allows for a loaded
    // machine. Until a reader has computed the new answer, those who come within
    // STALE_AT_MOST_MS of the notification get the one from before.
    await expect
      .poll(
        async () => (await json(await fetch(`${b}${sheet?.['@id']}`, { headers: auth }))).details,
        {
          timeout: 3000,
        },
      )
      .toBe('Read on the other process');
    await setTimeout(STALE_AT_MOST_MS);
    const listed = await json(await fetch(`${b}/api/sheets?itemsPerPage=5`, { headers: auth }));
    const row = (listed['hydra:member'] as { '@id': string; version: number }[]).find(
      (candidate) => candidate['@id'] === sheet?.['@id'],
    );
    expect(row?.version).toBe(Number(before.version) + 1);
  });

  it('exports on the other process a sheet the first one saved', async () => {
    const auth = await bearer(b);
    const list = await json(await fetch(`${a}/api/sheets?itemsPerPage=100`, { headers: auth }));
    const reference = (list['hydra:member'] as { '@id': string; name: string }[]).find(
      (sheet) => sheet.name === 'Reference offer sheet',
    );
    const exported = await fetch(`${b}/api/exports`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ sheet: reference?.['@id'], format: 'pdf' }),
    });
    expect(exported.status).toBe(200);
    expect(
      Buffer.from(await exported.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('counts login tries on both processes together', async () => {
    const tries = Array.from({ length: LOGIN_ATTEMPTS }, (_, i) => (i % 2 === 0 ? a : b));
    for (const server of tries) {
      expect((await login(server, 'guess', 'dealer.cz')).status).toBe(401);
    }
    for (const server of [a, b]) {
      const limited = await login(server, 'guess', 'dealer.cz');
      expect(limited.status).toBe(429);
      expect((await json(limited))['hydra:description']).toBe(TOO_MANY_LOGINS);
    }
  });
});
