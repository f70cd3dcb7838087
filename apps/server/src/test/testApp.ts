import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/config.ts';
import { serverFile } from '../config/serverFiles.ts';
import { openDatabase, pgliteDirFor } from '../db/client.ts';

/** The databases every database test runs on: PGlite always, PostgreSQL when configured. */
export const TEST_DATABASES: { name: 'pglite' | 'postgres' }[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const }] : []),
];

export interface TestEnvironment {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Removes the data directory and drops the PostgreSQL database made for this test. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, empty data directory and, for PostgreSQL, a fresh database of its own: empty, or a
 * copy of the database `template` (PostgreSQL only; see demoApp's seeded template).
 */
export async function testEnvironment(
  database: 'pglite' | 'postgres',
  options: { template?: string } = {},
): Promise<TestEnvironment> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pms-test-'));
  if (database === 'pglite') {
    return {
      dataDir,
      databaseUrl: undefined,
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `pms_test_${randomUUID().replaceAll('-', '')}`;
  const template = options.template ? ` template ${options.template}` : '';
  await adminQuery(serverUrl, `create database ${name}${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    cleanup: async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on the PostgreSQL server of `url` (creating, renaming, dropping databases). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Configuration as the server would read it, for a test's own data directory. */
export function testConfig(environment: TestEnvironment, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: environment.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: join(environment.dataDir, 'no-web-build'),
    // Tests that run batch exports ask for a worker; the rest do not start the job queue.
    BATCH_WORKERS: '0',
    // Rendered in the test's own thread: a pool per test app would start a worker thread
    // (about a second of loading) for each of hundreds of apps. renderPool.test.ts and every
    // browser test (a real server) render through the pool.
    RENDER_THREADS: '0',
    // PGlite in the test's own thread too: a database thread per test app would start a
    // worker and load TypeScript and PGlite's WebAssembly there (about a second) for each of
    // hundreds of apps. pgliteThread.test.ts and every real server (serverProcess.ts: browser
    // tests, bench) run it in its thread; TEST_DATABASE_THREAD=true runs any suite so.
    DATABASE_THREAD: process.env.TEST_DATABASE_THREAD ?? 'false',
    ...(environment.databaseUrl ? { DATABASE_URL: environment.databaseUrl } : {}),
    ...env,
  });
}

export async function testApp(
  environment: TestEnvironment,
  env: Record<string, string> = {},
  options: BuildOptions = {},
) {
  if (!environment.databaseUrl) await startFromTemplate(pgliteDirFor(environment.dataDir));
  return buildApp(testConfig(environment, env), options);
}

export const copyTree = promisify(execFile);

/**
 * Gives a test's embedded database a copy of an empty, migrated one instead of a new cluster.
 * PGlite's initdb runs in WebAssembly and took 5 to 40 s per database on the 2-core CI machine,
 * most of `npm test`'s time over hundreds of test apps; a copy takes a fraction of a second.
 * The server still runs its migrations on the copy (finding nothing to do). A directory that
 * already exists is a restart of the same test's database and is left as it is.
 */
async function startFromTemplate(pgliteDir: string): Promise<void> {
  if (await exists(pgliteDir)) return;
  const template = await pgliteTemplate();
  // cp -a: Node's recursive fs.cp copies the thousand small files several times slower.
  await copyTree('cp', ['-a', template, pgliteDir]);
}

let templateDir: Promise<string> | undefined;

function pgliteTemplate(): Promise<string> {
  templateDir ??= makeTemplate().catch((error: unknown) => {
    templateDir = undefined;
    throw error;
  });
  return templateDir;
}

/**
 * One template per migrations and PGlite version, shared by every test worker and run: each
 * builds under a name of its own and renames it into place, so two workers starting at once
 * only both pay once.
 */
async function makeTemplate(): Promise<string> {
  const dir = join(tmpdir(), `pms-pglite-template-${await templateKey()}`);
  if (await exists(dir)) return dir;
  const building = `${dir}.building-${process.pid}-${randomUUID()}`;
  const database = await openDatabase({ pgliteDir: building });
  try {
    await database.migrate();
    // A checkpoint leaves the copies little log to replay when they start.
    await database.executeSql('checkpoint');
  } finally {
    await database.close();
  }
  try {
    await rename(building, dir);
  } catch (error) {
    // Another worker's template got there first; it is the same database.
    await rm(building, { recursive: true, force: true });
    if (!(await exists(dir))) throw error;
  }
  return dir;
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // The package's version: its exports hide package.json, so it is read beside its entry.
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(join(dirname(entry), '..', 'package.json')));
  const folder = serverFile('drizzle');
  for (const file of (await readdir(folder, { recursive: true })).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(await readFile(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
