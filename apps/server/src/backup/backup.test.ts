import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { startS3Server } from '../storage/testing/s3Server.ts';
import { templateData } from '../test/importSupport.ts';
import { readyAddress, type ServerProcess, startServer } from '../test/serverProcess.ts';
import { TEST_DATABASES, type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';
import { multipart, transparentPng, webp } from '../test/uploadTesting.ts';
import { takeBackup } from './backup.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

// biome-ignore lint/suspicious/noExplicitAny: the test reads fields of the API's JSON answers.
type Json = any;

const ADMIN_PASSWORD = 'backup-test-admin-1';
const WORKERS = 4;

/** The configuration `npm run backup` and `npm run restore` read, for an environment. */
const configOf = (environment: TestEnvironment, env: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: environment.dataDir,
    ...(environment.databaseUrl ? { DATABASE_URL: environment.databaseUrl } : {}),
    ...env,
  });

describe.each(TEST_DATABASES)('backup and restore on $name', ({ name: database }) => {
  const environments: TestEnvironment[] = [];
  let server: ServerProcess | undefined;

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    for (const environment of environments) await environment.cleanup();
  });

  it('round-trips a backup taken during a burst of saves', async () => {
    const source = await testEnvironment(database);
    environments.push(source);
    server = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: source.dataDir,
      ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}),
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RENDER_THREADS: '0',
      BATCH_WORKERS: '0',
    });
    const address = await readyAddress(server);
    const login = await fetch(`${address}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${((await login.json()) as Json).token}` };
    const api = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${address}${path}`, {
        ...init,
        headers: { ...auth, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      });
      return { status: response.status, body: (await response.json()) as Json };
    };

    const form = await multipart([{ name: 'disc.png', bytes: await transparentPng() }]);
    const uploaded = await fetch(`${address}/api/media_objects`, {
      method: 'POST',
      headers: { ...auth, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status).toBe(201);

    // Saves that were acknowledged, by sheet id: the highest version answered.
    const acknowledged = new Map<number, number>();
    let running = true;
    const data = JSON.stringify(templateData());
    const worker = async (n: number) => {
      const created = await api('/api/sheets', {
        method: 'POST',
        body: JSON.stringify({ name: `Burst ${n}`, category: 1, data }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      let { id, version } = created.body as { id: number; version: number };
      acknowledged.set(id, version);
      for (let round = 0; running; round++) {
        const saved = await api(`/api/sheets/${id}`, {
          method: 'PUT',
          body: JSON.stringify({ version, name: `Burst ${n} round ${round}`, category: 1, data }),
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        version = saved.body.version;
        acknowledged.set(id, version);
      }
    };
    const burst = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // What existed before the backup started.
    const before = new Map(acknowledged);
    const sheetList = await api('/api/sheets?itemsPerPage=100');
    expect(sheetList.status).toBe(200);
    const sheetsBefore = sheetList.body['hydra:member'] as { id: number }[];
    const usersBefore = (await api('/api/users')).body['hydra:member'] as { username: string }[];
    const imagesBefore = (await api('/api/media_objects')).body['hydra:member'] as {
      id: number;
      contentUrl: string;
    }[];
    expect(imagesBefore.length).toBeGreaterThan(0);

    const backups = join(source.dataDir, '..', `${source.dataDir.split('/').at(-1)}-backups`);
    const { dir, manifest } = await takeBackup(configOf(source), backups);
    const savesDuringBackup = [...acknowledged].filter(([id, v]) => v > (before.get(id) ?? 0));
    running = false;
    await burst;
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server?.child.once('exit', resolve));
    expect(manifest.database).toBe(database);
    expect(manifest.mediaFiles).toBeGreaterThan(0);
    // The burst went on while the backup was taken: it was taken from a working server.
    expect(savesDuringBackup.length).toBeGreaterThan(0);

    const target = await testEnvironment(database);
    environments.push(target);
    await restoreBackup(configOf(target), dir);
    await expect(restoreBackup(configOf(target), dir)).rejects.toThrow(RestoreRefused);
    // Over the restored database once more with --force: replaced, not merged or doubled.
    await restoreBackup(configOf(target), dir, true);
    expect((await readdir(join(target.dataDir, 'media'))).length).toBe(manifest.mediaFiles);

    const restored = await testApp(target);
    try {
      const headers = {
        authorization: `Bearer ${
          (
            await restored.inject({
              method: 'POST',
              url: '/auth/login',
              payload: { username: 'admin', password: ADMIN_PASSWORD },
            })
          ).json().token
        }`,
      };
      const get = async (url: string) => {
        const response = await restored.inject({ url, headers });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        return response;
      };
      for (const [id, version] of before) {
        const sheet = (await get(`/api/sheets/${id}`)).json();
        expect(sheet.version).toBeGreaterThanOrEqual(version);
        const revisions = (await get(`/api/sheets/${id}/revisions`)).json();
        expect(revisions['hydra:totalItems']).toBeGreaterThanOrEqual(version);
      }
      for (const sheet of sheetsBefore) await get(`/api/sheets/${sheet.id}`);
      const users = (await get('/api/users')).json()['hydra:member'] as { username: string }[];
      expect(users.map((u) => u.username)).toEqual(
        expect.arrayContaining(usersBefore.map((u) => u.username)),
      );
      for (const image of imagesBefore) {
        await get(`/api/media_objects/${image.id}`);
        await get(image.contentUrl);
      }
      // Every sheet is its newest revision, and has one revision for each version.
      const inconsistent = await restored.database.executeSql(`
        select s.id from sheets s
        left join sheet_revisions r on r.sheet_id = s.id and r.version = s.version
        where r.id is null or r.data <> s.data
          or (select count(*) from sheet_revisions a where a.sheet_id = s.id) <> s.version`);
      expect(inconsistent.rows).toEqual([]);
    } finally {
      await restored.close();
    }
  }, 300_000);

  it('backs up media in S3 and restores them into another bucket', async () => {
    const [fromS3, toS3] = [await startS3Server(), await startS3Server()];
    try {
      const source = await testEnvironment(database);
      environments.push(source);
      // No demo: seeding its images into s3rver takes a minute; two uploads show the same.
      const seeded = await testApp(source, { ADMIN_PASSWORD, ...fromS3.env });
      const login = await seeded.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      });
      const form = await multipart([
        { name: 'disc.png', bytes: await transparentPng() },
        { name: 'scene.webp', bytes: await webp() },
      ]);
      const uploaded = await seeded.inject({
        method: 'POST',
        url: '/api/media_objects',
        headers: { authorization: `Bearer ${login.json().token}`, ...form.headers },
        payload: form.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const sourceKeys: string[] = [];
      for await (const key of seeded.media.keys()) sourceKeys.push(key);
      // Stopped: the backup opens the embedded database itself.
      await seeded.close();
      expect(sourceKeys.length).toBeGreaterThan(0);

      const backups = `${source.dataDir}-backups`;
      const { dir, manifest } = await takeBackup(configOf(source, fromS3.env), backups);
      expect(manifest.mediaFiles).toBe(sourceKeys.length);

      const target = await testEnvironment(database);
      environments.push(target);
      await restoreBackup(configOf(target, toS3.env), dir);
      const restored = await testApp(target, toS3.env);
      try {
        const rows = await restored.database.executeSql(
          'select file_key, thumbnail_key, print_key, raster_key from media_objects',
        );
        expect(rows.rows.length).toBeGreaterThan(0);
        for (const row of rows.rows as Record<string, string | null>[]) {
          for (const key of Object.values(row)) {
            if (key) expect(await restored.media.has(key), key).toBe(true);
          }
        }
        const restoredKeys: string[] = [];
        for await (const key of restored.media.keys()) restoredKeys.push(key);
        expect(restoredKeys.sort()).toEqual(sourceKeys.sort());
      } finally {
        await restored.close();
      }
    } finally {
      await fromS3.close();
      await toS3.close();
    }
  }, 120_000);
});
