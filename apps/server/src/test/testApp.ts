import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/config.ts';

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

/** A fresh, empty data directory and, for PostgreSQL, a fresh database of its own. */
export async function testEnvironment(database: 'pglite' | 'postgres'): Promise<TestEnvironment> {
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
  await adminQuery(serverUrl, `create database ${name}`);
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

async function adminQuery(url: string, statement: string) {
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
    ...(environment.databaseUrl ? { DATABASE_URL: environment.databaseUrl } : {}),
    ...env,
  });
}

export async function testApp(
  environment: TestEnvironment,
  env: Record<string, string> = {},
  options: BuildOptions = {},
) {
  return buildApp(testConfig(environment, env), options);
}
