import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverFile } from '../config/serverFiles.ts';
import {
  type ChangeListener,
  listenPglite,
  listenPostgres,
  type StopListening,
} from './changeFeed.ts';
import { lockDirectory } from './directoryLock.ts';
import { pgliteOptions } from './pgliteOptions.ts';
import { type PgliteClient, PgliteThread } from './pgliteThread.ts';
import * as schema from './schema/index.ts';

const migrationsFolder = serverFile('drizzle');

export type Schema = typeof schema;
/** The one database type the rest of the server sees, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** `pglite` for the embedded database in DATA_DIR, `postgres` for a server at DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  /** Applies the generated SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** A round trip to the database, for the health check. */
  ping(): Promise<void>;
  /**
   * Raw SQL for the job queue (pg-boss), which brings its own statements: with values one
   * statement, without them possibly several (its schema and locked updates).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Tells `listener` of every committed change to a table, by any process (see changeFeed.ts). */
  watchChanges(listener: ChangeListener): Promise<StopListening>;
  /**
   * The embedded database's directory as a gzipped tarball, taken while no statement runs, so
   * it is what a crash at that instant would leave: PostgreSQL recovers it to the last commit.
   * Absent for PostgreSQL, which pg_dump backs up.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps them in memory (tests). */
  pgliteDir: string;
  /**
   * PGlite in a worker thread of its own (DATABASE_THREAD), so no statement holds the caller's
   * event loop; otherwise in the caller's thread (tools, most tests).
   */
  pgliteThread?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteThread ?? false);
}

async function openPglite(dir: string, thread: boolean): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://');
  // Locked before anything is read or written: a refused second server leaves the data as it was.
  const lock = inMemory ? null : await lockDirectory(dir);
  let client: PgliteClient;
  try {
    if (!inMemory) await mkdir(dir, { recursive: true });
    client = thread ? await PgliteThread.start(dir) : await PGlite.create(dir, pgliteOptions());
  } catch (error) {
    await lock?.release();
    throw error;
  }
  // Drizzle's PGlite driver calls `query` and `transaction` (with `query` inside) only, which
  // the database thread's client answers as PGlite does (node_modules/drizzle-orm/pglite).
  const db = drizzlePglite({ client: client as PGlite, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // Several statements go through the simple protocol, as node-postgres sends them.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    watchChanges: (listener) => listenPglite(client, listener),
    dumpDataDir: async () => {
      // A checkpoint first, so the copy needs little replay of the log when it is started.
      await client.exec('checkpoint');
      return client.dumpDataDir('gzip');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: (text, values) => pool.query(text, values),
    watchChanges: (listener) => listenPostgres(url, listener),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Key of the advisory lock that migrations hold (the bytes of "PMS_MIGR"). Advisory locks are
 * per database, so servers on other databases of the same PostgreSQL never wait for it.
 */
export const MIGRATION_LOCK_KEY = '5786372765024601938';

/**
 * Runs the migrations while holding an advisory lock on one connection of their own. Drizzle's
 * `CREATE SCHEMA/TABLE IF NOT EXISTS` still collide when two servers start at once on an empty
 * database (both see nothing, one fails on the catalog's unique index), so the whole migrate
 * runs under the lock; whoever waited then finds everything applied and does nothing.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const connection = await pool.connect();
  let broken = false;
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres({ client: connection, schema }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    // A connection whose unlock failed may still hold the lock: close it, which releases it.
    broken = true;
    throw error;
  } finally {
    connection.release(broken);
  }
}

/** PGlite's directory inside DATA_DIR. */
export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }`, but the shared database type
 * cannot know the driver's result shape, hence the one cast here.
 */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
