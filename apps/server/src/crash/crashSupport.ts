// Support for crashSafety.test.ts: a server process that is killed and started again on one
// data directory and database, and what is checked once it has stopped for good.

import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseSheetData } from '@pms/sheet';
import { openDatabase, pgliteDirFor } from '../db/client.ts';
import { lockFileFor } from '../db/directoryLock.ts';
import { readyAddress, type ServerProcess, startServer } from '../test/serverProcess.ts';
import type { TestEnvironment } from '../test/testApp.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read fields of the API's JSON answers.
export type Json = any;

export const ADMIN_PASSWORD = 'crash-test-admin-1';

/**
 * One installation's server, started as `npm start` starts it but from the TypeScript source
 * (the same boot file through tsx): the server's tests run before the build in CI.
 */
export class CrashedServer {
  process: ServerProcess | null = null;
  address = '';
  private token = '';

  constructor(readonly environment: TestEnvironment) {}

  /** Starts the process; `ready` false returns at once, for a kill during the start. */
  async start(ready = true): Promise<ServerProcess> {
    const environment = this.environment;
    const started = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: environment.dataDir,
      ...(environment.databaseUrl ? { DATABASE_URL: environment.databaseUrl } : {}),
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RENDER_THREADS: '0',
      BATCH_WORKERS: '0',
    });
    this.process = started;
    this.token = '';
    if (ready) this.address = await readyAddress(started);
    return started;
  }

  /** SIGKILL, as the OOM killer or a pulled plug would: no shutdown code runs. */
  async kill() {
    await this.end('SIGKILL');
  }

  /** SIGTERM: the ordinary stop, for the checks that need the embedded database to itself. */
  async stop() {
    await this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals) {
    const child = this.process?.child;
    this.process = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await once(child, 'exit');
  }

  /** A request as the admin; a failed connection (the process was killed) is thrown. */
  async api(
    path: string,
    init: { method?: string; body?: string | FormData } = {},
  ): Promise<{ status: number; body: Json }> {
    if (!this.token) {
      const login = await fetch(`${this.address}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
      this.token = ((await login.json()) as Json).token;
    }
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
    // A form brings its own multipart content type.
    if (typeof init.body === 'string') headers['content-type'] = 'application/json';
    const response = await fetch(`${this.address}${path}`, { ...init, headers });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
}

/** Polls until `predicate` holds (or `give up` says the chance is gone); true when it held. */
export async function pollUntil(
  predicate: () => Promise<boolean>,
  giveUp: () => boolean,
  intervalMs = 15,
): Promise<boolean> {
  while (!giveUp()) {
    if (await predicate()) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

/** Names in a directory, none when it does not exist (yet). */
export async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Every file of the data directory outside the embedded database's own files (PostgreSQL
 * manages those) and its lock file, as paths relative to the directory.
 */
export async function filesOutsideDatabase(environment: TestEnvironment): Promise<string[]> {
  const pgdata = pgliteDirFor(environment.dataDir);
  const skip = new Set([pgdata, lockFileFor(pgdata)]);
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (skip.has(path)) continue;
      if (entry.isDirectory()) await walk(path);
      else found.push(relative(environment.dataDir, path));
    }
  };
  await walk(environment.dataDir);
  return found.sort();
}

/** The sheet data a save of `marker` sends: the headline carries the marker. */
export function markedData(template: Json, marker: string): string {
  const data = structuredClone(template);
  data.elements[0].config.text = marker;
  return JSON.stringify(data);
}

/** The headline of stored sheet data (a JSON string or object). */
export function headlineOf(data: unknown): string {
  const config = parseSheetData(data).elements[0]?.config as { text?: string } | undefined;
  return config?.text ?? '';
}

/** What is found in the database and data directory once the server has stopped. */
export interface StoppedState {
  /** Revisions whose master or regional sheet does not exist. */
  orphanRevisions: unknown[];
  /** Sheets (master or regional) that are not their newest revision or lack a revision. */
  inconsistentSheets: unknown[];
  /** Sheets and revisions whose data the engine's schema refuses, with the reason. */
  unreadableData: string[];
  /** Master sheet names that occur more than once, with their count. */
  duplicateNames: unknown[];
  counts: Record<string, number>;
  /** Media keys the tables refer to, and the media files on disk. */
  referencedKeys: string[];
  mediaFiles: string[];
}

/** Opens the database of a stopped installation, as the server would, and reads its state. */
export async function stoppedState(environment: TestEnvironment): Promise<StoppedState> {
  const database = await openDatabase({
    databaseUrl: environment.databaseUrl,
    pgliteDir: pgliteDirFor(environment.dataDir),
  });
  try {
    const rows = async <T>(text: string) => (await database.executeSql(text)).rows as T[];
    const orphanRevisions = await rows(`
      select r.id, r.sheet_id, r.regional_sheet_id from sheet_revisions r
      left join sheets s on s.id = r.sheet_id
      left join regional_sheets g on g.id = r.regional_sheet_id
      where s.id is null and g.id is null`);
    const inconsistentSheets = [
      ...(await rows(`
        select 'master' as kind, s.id from sheets s
        left join sheet_revisions r on r.sheet_id = s.id and r.version = s.version
        where r.id is null or r.data <> s.data or r.name <> s.name
          or (select count(*) from sheet_revisions a where a.sheet_id = s.id) <> s.version`)),
      ...(await rows(`
        select 'regional' as kind, g.id from regional_sheets g
        left join sheet_revisions r on r.regional_sheet_id = g.id and r.version = g.version
        where r.id is null or r.data <> g.data
          or (select count(*) from sheet_revisions a where a.regional_sheet_id = g.id)
             <> g.version`)),
    ];
    const unreadableData: string[] = [];
    for (const table of ['sheets', 'regional_sheets', 'sheet_revisions']) {
      for (const row of await rows<{ id: number; data: unknown }>(
        `select id, data from ${table}`,
      )) {
        try {
          parseSheetData(row.data);
        } catch (error) {
          unreadableData.push(`${table} ${row.id}: ${(error as Error).message.slice(0, 200)}`);
        }
      }
    }
    const duplicateNames = await rows(
      'select name, count(*)::int as count from sheets group by name having count(*) > 1',
    );
    const counts: Record<string, number> = {};
    for (const table of [
      'users',
      'categories',
      'media_objects',
      'dealer_logos',
      'dealer_profiles',
      'regional_sheets',
    ]) {
      const [row] = await rows<{ count: number }>(`select count(*)::int as count from ${table}`);
      counts[table] = row?.count ?? -1;
    }
    const keyColumns = await rows<{ table_name: string; column_name: string }>(`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name like '%\\_key' escape '\\'
        and table_name in ('media_objects', 'dealer_logos')`);
    const referenced = new Set<string>();
    for (const { table_name, column_name } of keyColumns) {
      for (const row of await rows<{ key: string | null }>(
        `select ${column_name} as key from ${table_name}`,
      )) {
        if (row.key) referenced.add(row.key);
      }
    }
    return {
      orphanRevisions,
      inconsistentSheets,
      unreadableData,
      duplicateNames,
      counts,
      referencedKeys: [...referenced].sort(),
      mediaFiles: (await namesIn(join(environment.dataDir, 'media'))).sort(),
    };
  } finally {
    await database.close();
  }
}
