import { readFile } from 'node:fs/promises';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestEnvironment, testEnvironment } from '../test/testApp.ts';
import { type DatabaseHandle, openDatabase, pgliteDirFor, queryRows } from './client.ts';
import { categories, regionalSheets, sheetRevisions, sheets } from './schema/index.ts';

describe.each(TEST_DATABASES)('migrations on $name', ({ name }) => {
  let environment: TestEnvironment;
  let database: DatabaseHandle;

  beforeAll(async () => {
    environment = await testEnvironment(name);
    database = await openDatabase({
      databaseUrl: environment.databaseUrl,
      pgliteDir: pgliteDirFor(environment.dataDir),
    });
    await database.migrate();
  });

  afterAll(async () => {
    await database?.close();
    await environment?.cleanup();
  });

  async function columnsOf(table: string): Promise<string[]> {
    const rows = await queryRows<{ column_name: string }>(
      database.db,
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by column_name`,
    );
    return rows.map((row) => row.column_name);
  }

  it('creates every table with the fields of the spec', async () => {
    expect(await columnsOf('sheets')).toEqual([
      'category_id',
      'content_version',
      'created',
      'data',
      'details',
      'id',
      'modified',
      'name',
      'status',
      'sticky',
      'version',
    ]);
    expect(await columnsOf('regional_sheets')).toEqual([
      'created',
      'data',
      'details',
      'id',
      'master_id',
      'master_version',
      'modified',
      'name',
      'region',
      'status',
      'sticky',
      'total_texts',
      'translated_texts',
      'version',
    ]);
    expect(await columnsOf('categories')).toEqual([
      'created',
      'id',
      'modified',
      'name',
      'parent_id',
      'version',
    ]);
    expect(await columnsOf('users')).toContain('password_hash');
    expect(await columnsOf('users')).toContain('hnr');
    expect(await columnsOf('users')).toContain('token_version');
    expect(await columnsOf('media_objects')).toEqual(
      expect.arrayContaining([
        'tags',
        'byte_size',
        'width',
        'height',
        'thumbnail_key',
        'uploaded_by',
      ]),
    );
    expect(await columnsOf('batch_exports')).toEqual(
      expect.arrayContaining(['sheet_version', 'region', 'status', 'total', 'done']),
    );
    expect(await columnsOf('batch_export_files')).toEqual(
      expect.arrayContaining(['batch_id', 'hnr', 'file_key', 'problem']),
    );
    expect(await columnsOf('dealer_logos')).toEqual(
      expect.arrayContaining(['hnr', 'brand', 'file_key']),
    );
    expect(await columnsOf('sheet_revisions')).toEqual(
      expect.arrayContaining([
        'sheet_id',
        'regional_sheet_id',
        'version',
        'data',
        'created_by',
        'master_version',
      ]),
    );
  });

  it('keeps brand fonts: families, their faces as bytes, and a family per ci (#19)', async () => {
    expect(await columnsOf('font_families')).toEqual([
      'created',
      'id',
      'modified',
      'name',
      'version',
    ]);
    expect(await columnsOf('font_files')).toEqual(
      expect.arrayContaining(['family_id', 'face', 'file_name', 'bytes', 'checksum', 'missing']),
    );
    expect(await columnsOf('ci_fonts')).toEqual(['ci', 'family_id', 'modified']);
    // A replaced or removed face's file, restorable (0010).
    expect(await columnsOf('font_file_revisions')).toEqual(
      expect.arrayContaining(['family_id', 'face', 'bytes', 'created_by', 'replaced']),
    );
    expect(await columnsOf('font_files')).toEqual(expect.arrayContaining(['created_by']));
  });

  it('keeps brand palettes: named CMYK colours per ci, optionally a spot ink (0012, #44)', async () => {
    expect(await columnsOf('palette_colors')).toEqual(
      expect.arrayContaining(['ci', 'name', 'cyan', 'magenta', 'yellow', 'black', 'spot_name']),
    );
  });

  it('is a no-op when run again', async () => {
    await database.migrate();
    const applied = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.count).toBe(13);
  });

  it('notifies every server process of a change to any table but the login counters (0011)', async () => {
    const tables = await queryRows<{ name: string; notifies: boolean }>(
      database.db,
      sql`select c.relname as name, exists (
            select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = c.relname || '_changes'
          ) as notifies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(tables.length).toBeGreaterThan(10);
    // A new table without the trigger would let read caches serve what it no longer says.
    expect(tables.filter((table) => !table.notifies).map((table) => table.name)).toEqual([
      'rate_limit_counters',
    ]);

    const heard: string[] = [];
    const states: boolean[] = [];
    const stop = await database.watchChanges({
      changed: (table) => heard.push(table),
      listening: (isListening) => states.push(isListening),
    });
    try {
      expect(states).toEqual([true]);
      await database.db.insert(categories).values({ name: 'Notified' });
      await expect.poll(() => heard, { timeout: 5000 }).toContain('categories');
      await database.db.execute(sql`update rate_limit_counters set count = count`);
      await database.db.insert(categories).values({ name: 'Notified again' });
      await expect.poll(() => heard.filter((table) => table === 'categories').length).toBe(2);
      expect(heard).not.toContain('rate_limit_counters');
    } finally {
      await stop();
    }
    expect(states).toEqual([true, false]);
  });

  it('derives sticky from the sheet data and defaults the status to locked', async () => {
    const [parent] = await database.db
      .insert(categories)
      .values({ name: 'BMW' })
      .returning({ id: categories.id });
    const [child] = await database.db
      .insert(categories)
      .values({ name: 'BMW X5', parentId: parent?.id ?? null })
      .returning();
    expect(child?.parentId).toBe(parent?.id);
    const [sheet] = await database.db
      .insert(sheets)
      .values({ name: 'Sticky', categoryId: child?.id ?? 0, data: { sticky: true, elements: [] } })
      .returning();
    expect(sheet).toMatchObject({ sticky: true, status: 'locked', version: 1, details: '' });
    expect(sheet?.created).toBeInstanceOf(Date);
  });

  it('keeps one regional sheet per master and region', async () => {
    const [category] = await database.db.insert(categories).values({ name: 'Winter' }).returning();
    const [master] = await database.db
      .insert(sheets)
      .values({ name: 'Master', categoryId: category?.id ?? 0, data: {} })
      .returning();
    const copy = { masterId: master?.id ?? 0, region: 'cz', name: 'Copy', data: {} };
    await database.db.insert(regionalSheets).values(copy);
    await expect(database.db.insert(regionalSheets).values(copy)).rejects.toThrow();
    await database.db.insert(regionalSheets).values({ ...copy, region: 'pl' });
  });

  it("gives existing copies the master version they were made from (migration 0003's backfill)", async () => {
    const [category] = await database.db
      .insert(categories)
      .values({ name: 'Backfill' })
      .returning();
    const [master] = await database.db
      .insert(sheets)
      .values({ name: 'Master', categoryId: category?.id ?? 0, data: {}, version: 3 })
      .returning();
    const masterId = master?.id ?? 0;
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    await database.db.insert(sheetRevisions).values(
      [1, 2, 3].map((version) => ({
        sheetId: masterId,
        version,
        name: 'Master',
        details: '',
        status: 'locked',
        data: {},
        created: at(version * 10),
      })),
    );
    // Made after version 2 was saved, before version 3; and one older than any revision.
    const copies = await database.db
      .insert(regionalSheets)
      .values([
        { masterId, region: 'cz', name: 'CZ', data: {}, created: at(25) },
        { masterId, region: 'pl', name: 'PL', data: {}, created: at(5) },
      ])
      .returning({ id: regionalSheets.id, region: regionalSheets.region });
    const migration = await readFile(
      new URL('../../drizzle/0003_regional_master_version.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'));
    await database.db.execute(sql.raw(backfill ?? 'select 1'));
    const rows = await database.db
      .select({ region: regionalSheets.region, masterVersion: regionalSheets.masterVersion })
      .from(regionalSheets)
      .where(
        inArray(
          regionalSheets.id,
          copies.map((c) => c.id),
        ),
      );
    expect(Object.fromEntries(rows.map((r) => [r.region, r.masterVersion]))).toEqual({
      cz: 2,
      pl: 3,
    });
  });

  it('refuses an unknown status and an unknown region', async () => {
    const [category] = await database.db.insert(categories).values({ name: 'Other' }).returning();
    await expect(
      database.db.insert(sheets).values({
        name: 'Bad',
        categoryId: category?.id ?? 0,
        data: {},
        status: 'archived' as 'locked',
      }),
    ).rejects.toThrow();
    const [master] = await database.db
      .insert(sheets)
      .values({ name: 'Good', categoryId: category?.id ?? 0, data: {} })
      .returning();
    await expect(
      database.db
        .insert(regionalSheets)
        .values({ masterId: master?.id ?? 0, region: 'xx', name: 'Bad', data: {} }),
    ).rejects.toThrow();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations of servers starting at once', () => {
  let environment: TestEnvironment | undefined;
  let databases: DatabaseHandle[] = [];

  afterEach(async () => {
    await Promise.all(databases.map((database) => database.close()));
    databases = [];
    await environment?.cleanup();
  });

  it('all succeed on one empty PostgreSQL database and apply each migration once', async () => {
    environment = await testEnvironment('postgres');
    const options = { databaseUrl: environment.databaseUrl, pgliteDir: 'unused' };
    databases = await Promise.all([1, 2, 3, 4].map(() => openDatabase(options)));
    // Without the advisory lock, CREATE SCHEMA/TABLE IF NOT EXISTS of two of these collide.
    const results = await Promise.allSettled(databases.map((database) => database.migrate()));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const [first] = databases;
    if (!first) throw new Error('no database');
    const applied = await queryRows<{ count: number; hashes: number }>(
      first.db,
      sql`select count(*)::int as count, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]).toEqual({ count: 13, hashes: 13 });
    const tables = await queryRows<{ count: number }>(
      first.db,
      sql`select count(*)::int as count from information_schema.tables where table_schema = 'public' and table_name = 'users'`,
    );
    expect(tables[0]?.count).toBe(1);
    // Nobody still holds the lock once they are done.
    const held = await queryRows<{ count: number }>(
      first.db,
      sql`select count(*)::int as count from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held[0]?.count).toBe(0);
  });
});
