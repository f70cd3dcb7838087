import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_FEED_APPLICATION } from '../db/changeFeed.ts';
import { queryRows } from '../db/client.ts';
import { sheets, users } from '../db/schema/index.ts';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';
import { RECOMPUTED_PER_USER } from './readCache.ts';

interface Sheet {
  '@id': string;
  name: string;
  details: string;
  version: number;
}
interface Collection {
  'hydra:member': Sheet[];
  'hydra:totalItems': number;
}

/**
 * The read cache answers what the database holds: a write through this process shows in the
 * next read, a change committed elsewhere as soon as the database tells (the answers are kept
 * for an hour here, so expiry cannot be what refreshes them), and every user gets their own.
 */
describe.each(TEST_DATABASES)('read cache on $name', ({ name }) => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp(name, { READ_CACHE_SECONDS: '3600' });
  }, 120_000);

  afterAll(async () => {
    await demo?.close();
  });

  const get = async <T>(url: string, username = 'admin'): Promise<T> => {
    const response = await demo.app.inject({ url, headers: await demo.login(username) });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const adminPassword = () => {
    const account = demo.accounts.find((candidate) => candidate.username === 'admin');
    if (!account) throw new Error('the demo has no admin');
    return account.password;
  };
  const save = async (iri: string, version: number, details: string) => {
    const saved = await demo.app.inject({
      method: 'PUT',
      url: iri,
      headers: await demo.login('admin'),
      payload: { version, details },
    });
    expect(saved.statusCode).toBe(200);
  };
  const firstSheet = async () => {
    const [sheet] = (await get<Collection>('/api/sheets?itemsPerPage=1'))['hydra:member'];
    if (!sheet) throw new Error('the demo has no sheet');
    return sheet;
  };

  it('keeps a read, and shows a save through this process in the very next read', async () => {
    const sheet = await firstSheet();
    const before = await get<Sheet>(sheet['@id']);
    expect(demo.app.readCache.size).toBeGreaterThan(0);
    expect(await get<Sheet>(sheet['@id'])).toEqual(before);

    await save(sheet['@id'], before.version, 'Saved just now');
    const after = await get<Sheet>(sheet['@id']);
    expect(after.details).toBe('Saved just now');
    expect(after.version).toBe(before.version + 1);
    const listed = (await get<Collection>('/api/sheets?itemsPerPage=100'))['hydra:member'];
    expect(listed.find((row) => row['@id'] === sheet['@id'])?.version).toBe(after.version);
  });

  it('shows a change committed by another process or job once the database tells', async () => {
    const sheet = await firstSheet();
    await get<Sheet>(sheet['@id']);
    const id = Number(sheet['@id'].split('/').at(-1));
    // Straight to the database, as another server process would: no request here knows of it.
    await demo.app.db.update(sheets).set({ details: 'Changed elsewhere' }).where(eq(sheets.id, id));
    await expect
      .poll(async () => (await get<Sheet>(sheet['@id'])).details, { timeout: 5000 })
      .toBe('Changed elsewhere');
  });

  it('keeps what it holds through an export, a login and a refused write, which change nothing', async () => {
    const sheet = await firstSheet();
    await get<Sheet>(sheet['@id']);
    await get<Collection>('/api/sheets?itemsPerPage=100');
    const kept = demo.app.readCache.size;
    const heard = demo.app.readCache.changes;
    const exported = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: await demo.login('admin'),
      payload: { sheet: sheet['@id'], format: 'pdf', pdf: 'screen' },
    });
    expect(exported.statusCode).toBe(200);
    // The export's own change, then the database's notification of its record.
    await expect.poll(() => demo.app.readCache.changes, { timeout: 5000 }).toBe(heard + 2);
    const loggedIn = await demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin', password: adminPassword() },
    });
    expect(loggedIn.statusCode).toBe(200);
    expect(demo.app.readCache.changes).toBe(heard + 3);
    expect(demo.app.readCache.size).toBe(kept);

    // A refused write changes nothing; anyone can send one.
    const nowhere = await demo.app.inject({
      method: 'POST',
      url: '/api/nothing',
      headers: await demo.login('admin'),
    });
    expect(nowhere.statusCode).toBe(404);
    expect(demo.app.readCache.changes).toBe(heard + 3);
  });

  it(`keeps at most ${RECOMPUTED_PER_USER} of a user's searches warm through another's save`, async () => {
    const searches = Array.from({ length: 40 }, (_, n) => `/api/sheets?itemsPerPage=5&search=${n}`);
    const answers = [];
    for (const url of searches) answers.push(await get<Collection>(url, 'dealer.pl'));
    const [dealer] = await demo.app.db.select().from(users).where(eq(users.username, 'dealer.pl'));
    if (!dealer) throw new Error('the demo has no dealer.pl');
    expect(demo.app.readCache.answersOf(dealer.id)).toBe(searches.length);
    const sheet = await firstSheet();
    const before = await get<Sheet>(sheet['@id']);
    await save(sheet['@id'], before.version, 'Saved while a dealer searched');
    // The save's own change and the database's notifications of it, each computing again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(demo.app.readCache.answersOf(dealer.id)).toBeLessThanOrEqual(RECOMPUTED_PER_USER);
    for (const [n, url] of searches.entries()) {
      expect(await get<Collection>(url, 'dealer.pl')).toEqual(answers[n]);
    }
  });

  it("never hands one user's answer to another", async () => {
    const admin = await get<Collection>('/api/sheets?itemsPerPage=100', 'admin');
    const dealer = await get<Collection>('/api/sheets?itemsPerPage=100', 'dealer.pl');
    await demo.app.readCache.changed();
    const dealerAlone = await get<Collection>('/api/sheets?itemsPerPage=100', 'dealer.pl');
    expect(dealer).toEqual(dealerAlone);
    // The admin sees sheets the dealer may not, so a mixed-up answer would show.
    expect(dealer['hydra:totalItems']).toBeLessThan(admin['hydra:totalItems']);
    const adminAgain = await get<Collection>('/api/sheets?itemsPerPage=100', 'admin');
    expect(adminAgain).toEqual(admin);
  });

  it("never hands one region's copies to a dealer of another", async () => {
    const url = '/api/regional_sheets?itemsPerPage=100';
    const czech = await get<Collection>(url, 'dealer.cz');
    const polish = await get<Collection>(url, 'dealer.pl');
    expect(czech['hydra:totalItems']).toBeGreaterThan(0);
    expect(polish['hydra:totalItems']).toBeGreaterThan(0);
    const ids = (collection: Collection) => collection['hydra:member'].map((row) => row['@id']);
    expect(ids(czech).filter((id) => ids(polish).includes(id))).toEqual([]);
    await demo.app.readCache.changed();
    expect(await get<Collection>(url, 'dealer.pl')).toEqual(polish);
  });

  it('answers a kept read compressed as the browser accepts, and fresh after a save', async () => {
    const url = '/api/sheets?itemsPerPage=100';
    const read = async (acceptEncoding: string) =>
      demo.app.inject({
        url,
        headers: { ...(await demo.login('admin')), 'accept-encoding': acceptEncoding },
      });
    const plain = await read('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['deflate', 'deflate', inflateSync],
    ] as const) {
      const first = await read(accepted);
      const again = await read(accepted);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toContain('accept-encoding');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(String(decode(first.rawPayload))).toBe(plain.body);
      expect(again.rawPayload).toEqual(first.rawPayload);
    }

    const sheet = await firstSheet();
    await save(sheet['@id'], sheet.version, 'Saved before a compressed read');
    const after = JSON.parse(String(brotliDecompressSync((await read('br')).rawPayload)));
    const row = (after as Collection)['hydra:member'].find((s) => s['@id'] === sheet['@id']);
    expect(row?.version).toBe(sheet.version + 1);
  });

  // The embedded database runs in this process: its notifications cannot be cut off.
  if (name !== 'postgres') return;
  it('keeps nothing while the database cannot tell it of changes, and listens again', async () => {
    expect(demo.app.readCache.active).toBe(true);
    const [killed] = await queryRows<{ done: boolean }>(
      demo.app.db,
      sql`select pg_terminate_backend(pid) as done from pg_stat_activity
            where application_name = ${CHANGE_FEED_APPLICATION} and datname = current_database()`,
    );
    expect(killed?.done).toBe(true);
    await expect.poll(() => demo.app.readCache.active).toBe(false);
    const sheet = await firstSheet();
    await get<Sheet>(sheet['@id']);
    expect(demo.app.readCache.size).toBe(0);
    await expect.poll(() => demo.app.readCache.active, { timeout: 5000 }).toBe(true);
    await get<Sheet>(sheet['@id']);
    expect(demo.app.readCache.size).toBeGreaterThan(0);
  });
});
