import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';
import { type DatabaseHandle, queryRows } from './client.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from './errors.ts';
import { PgliteThread } from './pgliteThread.ts';
import { categories } from './schema/index.ts';

// The database contract as the server uses it, through PGlite in its own thread
// (DATABASE_THREAD, the default of a real server). PostgreSQL has no such thread.

/** A test app whose embedded database runs in its thread, and that thread's client. */
async function threadedApp(environment: TestEnvironment) {
  const app = await testApp(environment, { DATABASE_THREAD: 'true' });
  // Drizzle keeps its driver's client as `$client`, which the shared Database type hides.
  const client = (app.database.db as { $client?: unknown }).$client;
  if (!(client instanceof PgliteThread)) throw new Error('PGlite did not start in its thread');
  return { app, client };
}

describe('PGlite in its own thread', () => {
  let environment: TestEnvironment;
  let app: FastifyInstance;
  let client: PgliteThread;
  let database: DatabaseHandle;

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    ({ app, client } = await threadedApp(environment));
    database = app.database;
    await client.exec('create table thread_test (id int primary key, b bytea, at timestamptz)');
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  const names = async () =>
    (await database.db.select({ name: categories.name }).from(categories)).map((row) => row.name);

  it('answers rows as objects and as arrays', async () => {
    const text = 'select $1::int as n, $2::text as t';
    expect((await client.query(text, [7, 'seven'])).rows).toEqual([{ n: 7, t: 'seven' }]);
    expect((await client.query(text, [7, 'seven'], { rowMode: 'array' })).rows).toEqual([
      [7, 'seven'],
    ]);
    expect((await database.executeSql('select 1 as one; select 2 as two')).rows).toEqual([
      { two: 2 },
    ]);
  });

  it('answers json and jsonb as values, also strings and nulls', async () => {
    const text = `select $1::jsonb as b, '"text"'::json as j, null::jsonb as n`;
    const value = { pages: [{ elements: [{ id: 1, name: 'Ä' }] }], flag: true };
    expect((await client.query(text, [JSON.stringify(value)])).rows).toEqual([
      { b: value, j: 'text', n: null },
    ]);
    const arrays = await client.query(text, [JSON.stringify(value)], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[value, 'text', null]]);
    const [executed] = await client.exec(`select '[1, {"a": 2}]'::jsonb as list`);
    expect(executed?.rows).toEqual([{ list: [1, { a: 2 }] }]);
  });

  it('keeps timestamps as text for drizzle, and bytea byte for byte', async () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    await client.query('insert into thread_test values (1, $1, $2)', [
      bytes,
      '2026-11-29T10:00:00Z',
    ]);
    const [raw] = await queryRows<{ b: Uint8Array; at: unknown }>(
      database.db,
      sql`select b, at from thread_test where id = 1`,
    );
    expect(raw?.at).toBe('2026-11-29 10:00:00+00');
    expect(raw?.b).toBeInstanceOf(Uint8Array);
    expect([...(raw?.b ?? [])]).toEqual([...bytes]);
    // Drizzle makes its own Date of the text, as with PGlite in the same thread.
    const [category] = await database.db
      .insert(categories)
      .values({ name: 'dated' })
      .returning({ created: categories.created });
    expect(category?.created).toBeInstanceOf(Date);
  });

  it('commits a transaction, and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'committed' });
    });
    const failed = database.db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'rolled back' });
      throw new Error('the callback failed');
    });
    await expect(failed).rejects.toThrow('the callback failed');
    expect(await names()).toContain('committed');
    expect(await names()).not.toContain('rolled back');
  });

  it('rolls back a nested transaction to its savepoint only', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'outer before' });
      const inner = tx.transaction(async (nested) => {
        await nested.insert(categories).values({ name: 'inner' });
        throw new Error('inner failed');
      });
      await expect(inner).rejects.toThrow('inner failed');
      await tx.insert(categories).values({ name: 'outer after' });
    });
    const after = await names();
    expect(after).toEqual(expect.arrayContaining(['outer before', 'outer after']));
    expect(after).not.toContain('inner');
  });

  it('carries the SQLSTATE and fields of a database error across the thread', async () => {
    const [row] = await database.db.insert(categories).values({ name: 'unique' }).returning();
    const duplicate = database.db.insert(categories).values({ id: row?.id, name: 'again' });
    const error: unknown = await duplicate.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(sqlStateOf(error)).toBe(UNIQUE_VIOLATION);
    const cause = (error as { cause?: Record<string, unknown> }).cause;
    expect(cause).toBeInstanceOf(Error);
    expect(cause).toMatchObject({
      code: UNIQUE_VIOLATION,
      constraint: 'categories_pkey',
      table: 'categories',
      severity: 'ERROR',
    });
    expect(String(cause?.detail)).toContain(`(id)=(${row?.id})`);
  });

  it('makes a statement from outside wait until a running transaction ends', async () => {
    let outside: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'seen after commit' });
      outside = queryRows(
        database.db,
        sql`select count(*)::int as n from categories where name = 'seen after commit'`,
      );
      // Round trips of the transaction's own, while the outside statement is already posted.
      for (let round = 0; round < 5; round++) await tx.execute(sql`select 1`);
    });
    // Had it run beside the transaction, it would not have seen the uncommitted row.
    expect(await outside).toEqual([{ n: 1 }]);
  });

  it('tells the change feed of committed changes', async () => {
    const changed: string[] = [];
    let heard: () => void = () => {};
    const heardOnce = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const stop = await database.watchChanges({
      changed: (table) => {
        changed.push(table);
        heard();
      },
      listening: () => {},
    });
    await database.db.insert(categories).values({ name: 'announced' });
    await heardOnce;
    await stop();
    expect(changed).toContain('categories');
  });

  it('dumps the data directory as a gzipped tarball', async () => {
    const dump = await database.dumpDataDir?.();
    const bytes = new Uint8Array((await dump?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(bytes.length).toBeGreaterThan(1000);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  });

  it('refuses options and values it cannot carry to the thread, and goes on', async () => {
    const parsers = { 25: (text: string) => text.toUpperCase() };
    await expect(client.query('select 1', [], { parsers })).rejects.toThrow("drizzle's parsers");
    await expect(client.query('select $1::text', [() => 'a function'])).rejects.toThrow(
      'could not be cloned',
    );
    expect((await client.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });
});

describe('PGlite in a thread that ends', () => {
  it('closes the database and the thread, and refuses statements after', async () => {
    const environment = await testEnvironment('pglite');
    try {
      const { app, client } = await threadedApp(environment);
      let exited = false;
      client.worker.on('exit', () => {
        exited = true;
      });
      await app.close();
      expect(exited).toBe(true);
      expect(client.closed).toBe(true);
      await expect(client.query('select 1')).rejects.toThrow('The database is closed.');
      // The files were written: the same directory opens again with what was committed.
      const again = await threadedApp(environment);
      expect((await again.client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await again.app.close();
    } finally {
      await environment.cleanup();
    }
  });

  it('rejects waiting and later statements when the thread dies, and the health check fails', async () => {
    const environment = await testEnvironment('pglite');
    try {
      const { app, client } = await threadedApp(environment);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      // A statement that surely waits when the thread dies: behind a running transaction.
      let waiting: Promise<unknown> = Promise.resolve();
      const transaction = app.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        waiting = client.query('select 1');
        await client.worker.terminate();
        await tx.execute(sql`select 2`);
      });
      await expect(transaction).rejects.toThrow();
      await expect(waiting).rejects.toThrow('The database thread stopped');
      await expect(client.query('select 1')).rejects.toThrow('The database thread stopped');
      const health = await app.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(503);
      await app.close();
    } finally {
      await environment.cleanup();
    }
  });
});
