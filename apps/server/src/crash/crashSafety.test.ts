import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { DEMO_CATEGORIES, type DemoCategory } from '../seed/demoCategories.ts';
import { DEMO_IMAGES, renderDemoImage } from '../seed/demoImages.ts';
import { DEMO_PROFILES } from '../seed/demoProfiles.ts';
import { DEMO_SHEETS } from '../seed/demoSheets.ts';
import { prepareImage } from '../storage/imageIntake.ts';
import { contentKey } from '../storage/mediaStorage.ts';
import { templateData } from '../test/importSupport.ts';
import { TEST_DATABASES, type TestEnvironment, testEnvironment } from '../test/testApp.ts';
import {
  ADMIN_PASSWORD,
  CrashedServer,
  filesOutsideDatabase,
  headlineOf,
  type Json,
  markedData,
  namesIn,
  pollUntil,
  stoppedState,
} from './crashSupport.ts';

/** Clients saving (and importing) at once, and how long they go on before the kill. */
const CLIENTS = 4;
const BURST_MS = 1500;
/** The table a start prints when it has seeded the demo. */
const SEEDED = 'Accounts created in the empty database';

const countCategories = (tree: DemoCategory[]): number =>
  tree.reduce((sum, category) => sum + 1 + countCategories(category.children ?? []), 0);

/** What a clean seed makes (seedDemo.ts). */
const DEMO = {
  users: demoAccounts(ADMIN_PASSWORD).length,
  categories: countCategories(DEMO_CATEGORIES),
  media_objects: DEMO_IMAGES.filter((image) => !image.tags.includes('logo')).length,
  // DEALER_LOGOS in seedDemo.ts: 41001 with both brands, 52001 with BMW.
  dealer_logos: 3,
  dealer_profiles: DEMO_PROFILES.length,
  regional_sheets: DEMO_SHEETS.reduce((sum, sheet) => sum + sheet.regional.length, 0),
};

/** A give-up test for pollUntil: true once `ms` have passed. */
const within = (ms: number) => {
  const end = Date.now() + ms;
  return () => Date.now() > end;
};

/** The keys of the demo logos' thumbnails, prepared as the seed prepares them. */
async function logoThumbnailKeys(): Promise<string[]> {
  const logos = DEMO_IMAGES.filter((image) => image.tags.includes('logo'));
  return Promise.all(
    logos.map(async (image) => {
      const { thumbnail } = await prepareImage(image.name, (await renderDemoImage(image)).bytes);
      return contentKey(thumbnail.bytes, thumbnail.extension);
    }),
  );
}

/**
 * A category of the demo. Not id 1: on PostgreSQL a seed rolled back by a kill has used up
 * the first ids of the sequences.
 */
/** Every page of the sheet list for a search: a quiet machine imports more than one page. */
async function everySheetNamed(
  server: CrashedServer,
  search: string,
): Promise<{ id: number; name: string }[]> {
  const sheets: { id: number; name: string }[] = [];
  for (let page = 1; ; page++) {
    const answer = await server.api(
      `/api/sheets?search=${encodeURIComponent(search)}&itemsPerPage=100&page=${page}`,
    );
    const members = answer.body['hydra:member'] as { id: number; name: string }[];
    sheets.push(...members);
    if (members.length < 100) return sheets;
  }
}

async function demoCategory(server: CrashedServer): Promise<string> {
  const answer = await server.api('/api/categories?itemsPerPage=1');
  expect(answer.status).toBe(200);
  return answer.body['hydra:member'][0]['@id'];
}

const hasPartials = async (environment: TestEnvironment) =>
  (await namesIn(join(environment.dataDir, 'media'))).some((name) => name.endsWith('.partial'));

/**
 * Whether the seed's transaction waits for the sheets table, which the test has locked: it has
 * inserted the accounts, images, logos, dealers and categories, and not committed. Asked on a
 * connection of its own: inside the locking transaction pg_stat_activity would not change.
 */
async function seedWaitsForSheets(watcher: pg.Client): Promise<boolean> {
  // backend_xid: the waiting transaction has written rows already.
  const { rows } = await watcher.query(
    `select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.relation = 'sheets'::regclass and not l.granted and a.backend_xid is not null
       and a.query like 'insert into "sheets"%'`,
  );
  return rows.length > 0;
}

describe.each(TEST_DATABASES)('crash safety (kill -9) on $name', ({ name: database }) => {
  let environment: TestEnvironment;
  let server: CrashedServer;

  beforeAll(async () => {
    environment = await testEnvironment(database);
    server = new CrashedServer(environment);
  });

  afterAll(async () => {
    await server?.kill();
    await environment?.cleanup();
  });

  it('seeds the demo whole and once after kills during the first start', async () => {
    const mediaDir = join(environment.dataDir, 'media');
    const outputs: string[] = [];
    const killedWhen = async (moment: () => Promise<boolean>) => {
      const started = await server.start(false);
      const over = () => started.child.exitCode !== null || started.output.stdout.includes(SEEDED);
      const caught = await pollUntil(moment, over);
      await server.kill();
      outputs.push(started.output.stdout);
      return caught;
    };

    // While the demo's images are being written: some files, perhaps a partial one.
    expect(await killedWhen(async () => (await namesIn(mediaDir)).length > 0)).toBe(true);

    // In the middle of the seed's transaction. On PostgreSQL the test holds the sheets table,
    // so the seed stops halfway through its inserts; the embedded database cannot be held from
    // outside, so there the kill comes when the images are all written (no new file for
    // 100 ms), as the inserts begin.
    if (environment.databaseUrl) {
      const [blocker, watcher] = [environment.databaseUrl, environment.databaseUrl].map(
        (connectionString) => new pg.Client({ connectionString }),
      ) as [pg.Client, pg.Client];
      await blocker.connect();
      await watcher.connect();
      try {
        await blocker.query('begin');
        await blocker.query('lock table sheets in access exclusive mode');
        expect(await killedWhen(() => seedWaitsForSheets(watcher))).toBe(true);
        await blocker.query('rollback');
        // The inserts before the sheets died with the process.
        const users = await watcher.query('select count(*)::int as count from users');
        expect(users.rows).toEqual([{ count: 0 }]);
      } finally {
        await blocker.end();
        await watcher.end();
      }
    } else {
      let seen = (await namesIn(mediaDir)).length;
      let grewAt = 0;
      await killedWhen(async () => {
        const now = (await namesIn(mediaDir)).length;
        if (now !== seen) [seen, grewAt] = [now, Date.now()];
        return grewAt > 0 && Date.now() - grewAt > 100;
      });
    }

    const started = await server.start();
    outputs.push(started.output.stdout);
    // Seeded exactly once, never by the first, killed start.
    expect(outputs.map((stdout) => stdout.includes(SEEDED))).toContain(true);
    expect(outputs.filter((stdout) => stdout.includes(SEEDED))).toHaveLength(1);
    expect(outputs[0]).not.toContain(SEEDED);

    const total = async (path: string) => {
      const answer = await server.api(path);
      expect(answer.status, path).toBe(200);
      return answer.body['hydra:totalItems'] as number;
    };
    expect(await total('/api/users')).toBe(DEMO.users);
    expect(await total('/api/categories?itemsPerPage=100')).toBe(DEMO.categories);
    expect(await total('/api/media_objects')).toBe(DEMO.media_objects);
    expect(await total('/api/dealer_profiles')).toBe(DEMO.dealer_profiles);
    const masters = (await server.api('/api/sheets?itemsPerPage=100')).body['hydra:member'] as {
      name: string;
      regionalSheets: unknown[];
    }[];
    expect(masters.map((sheet) => sheet.name).sort()).toEqual(
      DEMO_SHEETS.map((sheet) => sheet.name).sort(),
    );
    expect(masters.reduce((sum, sheet) => sum + sheet.regionalSheets.length, 0)).toBe(
      DEMO.regional_sheets,
    );
    // The partial files of the killed starts are removed by the next start, in the background.
    expect(
      await pollUntil(async () => !(await hasPartials(environment)), within(30_000), 200),
    ).toBe(true);
  }, 300_000);

  it('keeps every acknowledged save after a kill during a burst of saves', async () => {
    const template = templateData();
    const category = await demoCategory(server);
    /** Per sheet: the newest answered save, and the save in flight when the server died. */
    const saves = new Map<number, { version: number; name: string; pending: string | null }>();
    let burstStarted = 0;
    const client = async (n: number) => {
      const name = `Burst ${n}.0`;
      const created = await server.api('/api/sheets', {
        method: 'POST',
        body: JSON.stringify({ name, category, data: markedData(template, name) }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const save = {
        version: created.body.version as number,
        name,
        pending: null as string | null,
      };
      saves.set(created.body.id, save);
      burstStarted ||= Date.now();
      for (let round = 1; ; round++) {
        const next = `Burst ${n}.${round}`;
        save.pending = next;
        let answer: Awaited<ReturnType<CrashedServer['api']>>;
        try {
          answer = await server.api(`/api/sheets/${created.body.id}`, {
            method: 'PUT',
            body: JSON.stringify({
              version: save.version,
              name: next,
              category,
              data: markedData(template, next),
            }),
          });
        } catch {
          return; // the server was killed; this save was never acknowledged
        }
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        Object.assign(save, { version: answer.body.version, name: next, pending: null });
      }
    };
    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    // A client that fails ends the wait; its error is reported below.
    let failed = false;
    clients.catch(() => {
      failed = true;
    });
    const waited = within(60_000);
    await pollUntil(
      async () => burstStarted > 0 && Date.now() - burstStarted > BURST_MS,
      () => failed || waited(),
      50,
    );
    await server.kill();
    await clients;
    const answered = [...saves.values()].reduce((sum, save) => sum + save.version, 0);
    expect(answered).toBeGreaterThan(CLIENTS);
    expect([...saves.values()].some((save) => save.pending !== null)).toBe(true);

    await server.start();
    for (const [id, save] of saves) {
      const stored = await server.api(`/api/sheets/${id}`);
      expect(stored.status).toBe(200);
      const { version, name, data } = stored.body;
      // The acknowledged save, or the one in flight if it committed before the kill.
      if (version === save.version) expect(name).toBe(save.name);
      else expect({ version, name }).toEqual({ version: save.version + 1, name: save.pending });
      expect(headlineOf(data)).toBe(name);
      const revisions = await server.api(`/api/sheets/${id}/revisions`);
      expect(revisions.body['hydra:totalItems']).toBe(version);
    }
  }, 300_000);

  it('has each import whole or not at all after a kill during imports', async () => {
    const filesBefore = await filesOutsideDatabase(environment);
    const category = await demoCategory(server);
    const created = await server.api('/api/sheets', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Crash import template',
        category,
        data: JSON.stringify(templateData()),
      }),
    });
    expect(created.status).toBe(201);
    const acknowledged = new Map<string, number>();
    const attempted = new Set<string>();
    let inFlight = 0;
    let burstStarted = 0;
    const client = async (n: number) => {
      burstStarted ||= Date.now();
      for (let round = 0; ; round++) {
        const name = `Import ${n}.${round}`;
        const form = new FormData();
        form.set('template', created.body['@id']);
        form.set('category', category);
        form.set('name', name);
        const csv = `Headline;Features\r\n${name};"Rims\nTyres\nFitting"\r\n`;
        form.set('file', new Blob([csv], { type: 'text/csv' }), 'import.csv');
        attempted.add(name);
        inFlight++;
        let answer: Json;
        try {
          answer = await server.api('/api/imports', { method: 'POST', body: form });
        } catch {
          return; // killed while this import ran
        }
        inFlight--;
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        acknowledged.set(name, answer.body.sheet.id);
      }
    };
    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    // A client that fails ends the wait; its error is reported below.
    let failed = false;
    clients.catch(() => {
      failed = true;
    });
    const waited = within(60_000);
    await pollUntil(
      async () => acknowledged.size > 0 && Date.now() - burstStarted > BURST_MS,
      () => failed || waited(),
      50,
    );
    await server.kill();
    await clients;
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(inFlight).toBeGreaterThan(0);

    await server.start();
    const found = await everySheetNamed(server, 'Import');
    const imported = found.filter((sheet) => attempted.has(sheet.name));
    for (const [name, id] of acknowledged) {
      expect(imported.filter((sheet) => sheet.name === name).map((sheet) => sheet.id)).toEqual([
        id,
      ]);
    }
    // An import in flight at the kill may have committed; then it is whole: version 1, its
    // revision, and the file's headline.
    for (const sheet of imported) {
      const stored = await server.api(`/api/sheets/${sheet.id}`);
      expect(stored.body.version).toBe(1);
      expect(headlineOf(stored.body.data)).toBe(sheet.name);
      const revisions = await server.api(`/api/sheets/${sheet.id}/revisions`);
      expect(revisions.body['hydra:totalItems']).toBe(1);
    }
    expect(imported.length).toBeLessThanOrEqual(attempted.size);
    // Imports are read in memory: nothing was left in the data directory.
    expect(
      await pollUntil(async () => !(await hasPartials(environment)), within(30_000), 200),
    ).toBe(true);
    expect(await filesOutsideDatabase(environment)).toEqual(filesBefore);
  }, 300_000);

  it('leaves a consistent database and media directory behind all the kills', async () => {
    // Stopped: the embedded database is opened here, by the test.
    await server.stop();
    const state = await stoppedState(environment);
    expect(state.orphanRevisions).toEqual([]);
    expect(state.inconsistentSheets).toEqual([]);
    expect(state.unreadableData).toEqual([]);
    expect(state.duplicateNames).toEqual([]);
    expect(state.counts).toEqual(DEMO);
    // Every file a record refers to is there, and no other file is left but the thumbnails a
    // clean seed writes for the logos too (storeImage.ts makes one; dealer logos keep none).
    expect(state.mediaFiles).toEqual(
      [...new Set([...state.referencedKeys, ...(await logoThumbnailKeys())])].sort(),
    );
  }, 120_000);
});
