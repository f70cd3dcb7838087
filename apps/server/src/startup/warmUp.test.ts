import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionalSheets, sheets, users } from '../db/schema/index.ts';
import type { RenderTask } from '../render/renderTasks.ts';
import { TEST_DATABASES, type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';
import { warmUp } from './warmUp.ts';

describe.each(TEST_DATABASES)('warm-up after a start on $name', ({ name }) => {
  let environment: TestEnvironment;
  let app: FastifyInstance;
  const rendered: RenderTask['kind'][] = [];

  beforeAll(async () => {
    environment = await testEnvironment(name);
    app = await testApp(environment, { SEED_DEMO: 'true', ADMIN_PASSWORD: 'warm-admin' });
    await app.ready();
    // Every render the pool is asked for, counted from before the warm-up.
    const run = app.renderer.run.bind(app.renderer);
    app.renderer.run = (task) => {
      rendered.push(task.kind);
      return run(task);
    };
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  const reader = async (username: string) => {
    const [user] = await app.db.select().from(users).where(eq(users.username, username));
    if (!user) throw new Error(`no user ${username}`);
    return { id: user.id, tokenVersion: user.tokenVersion };
  };

  it('renders the first exports in the render thread, loads exceljs and draws the first page of thumbnails', async () => {
    // A budget no busy test machine runs out of: every step is counted below.
    const report = await warmUp(app, { budgetMs: 600_000 });
    expect(report).toMatchObject({ threads: 1, xlsx: true, skipped: 0 });
    const masters = await app.db.select({ id: sheets.id }).from(sheets);
    const copies = await app.db.select({ id: regionalSheets.id }).from(regionalSheets);
    // The demo's masters and each region's copies fit the overview's first page: a ZIP of
    // dealer.cz's first released copy and of every master, a print PDF of every copy.
    expect(rendered.filter((kind) => kind === 'export')).toHaveLength(
      1 + masters.length + copies.length,
    );
    // Staff's thumbnails of every master and copy of the demo, and each dealer's of their region's released copies.
    expect(report.thumbnails).toBeGreaterThan(masters.length + copies.length);
    expect(rendered.filter((kind) => kind === 'thumbnail')).toHaveLength(report.thumbnails);
  }, 180_000);

  it("answers the first overview's thumbnails from what it drew, for staff and for a dealer", async () => {
    const before = rendered.length;
    const [master] = await app.db.select().from(sheets).orderBy(sheets.id).limit(1);
    const [copy] = await app.db
      .select()
      .from(regionalSheets)
      .where(eq(regionalSheets.region, 'cz'))
      .orderBy(regionalSheets.id)
      .limit(1);
    if (!master || !copy) throw new Error('the demo has no master or Czech copy');
    const urls = [
      app.thumbnailUrls.sign('sheets', master.id, master.version, await reader('admin')),
      app.thumbnailUrls.sign(
        'regional_sheets',
        copy.id,
        copy.version,
        await reader('regionadmin.cz'),
      ),
      app.thumbnailUrls.sign('regional_sheets', copy.id, copy.version, await reader('dealer.cz')),
    ];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
    expect(rendered.slice(before)).toEqual([]);
  });
});
