import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../app.ts';
import type { DemoAccount } from '../seed/demoAccounts.ts';
import {
  adminQuery,
  copyTree,
  exists,
  type TestEnvironment,
  testApp,
  testEnvironment,
} from './testApp.ts';

export interface DemoApp {
  app: App;
  environment: TestEnvironment;
  accounts: DemoAccount[];
  /**
   * Logs in as a demo account and answers its bearer header. The header is kept per account:
   * logins are rate limited per address and username, and a token lasts for hours.
   */
  login(username: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database with the demo seeded, as a newcomer gets it; `env`
 * adds settings of the test's own (a small MAX_UPLOAD_MB, S3_*).
 */
export async function demoApp(
  database: 'pglite' | 'postgres' = 'pglite',
  env: Record<string, string> = {},
): Promise<DemoApp> {
  let accounts: DemoAccount[] = [];
  let environment: TestEnvironment;
  if (seedsAlike(env)) {
    const template = await demoTemplate(database);
    environment = await testEnvironment(database, { template: template.database });
    await copyTree('cp', ['-a', `${template.dir}/.`, environment.dataDir]);
    accounts = template.accounts;
  } else {
    environment = await testEnvironment(database);
  }
  const app = await testApp(
    environment,
    { SEED_DEMO: 'true', ...env },
    {
      onDemoSeeded: (seeded) => {
        accounts = seeded;
      },
    },
  );
  const headers = new Map<string, { authorization: string }>();
  return {
    app,
    environment,
    accounts,
    async login(username) {
      const known = headers.get(username);
      if (known) return known;
      const account = accounts.find((candidate) => candidate.username === username);
      if (!account) throw new Error(`no demo account ${username}`);
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username, password: account.password },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      const header = { authorization: `Bearer ${response.json().token}` };
      headers.set(username, header);
      return header;
    },
    async close() {
      await app.close();
      await environment.cleanup();
    },
  };
}

/** Settings that leave the seeded demo as it is without them (S3_* would put its media elsewhere). */
const SEED_NEUTRAL = new Set(['BATCH_WORKERS', 'MAX_UPLOAD_MB', 'READ_CACHE_SECONDS']);

function seedsAlike(env: Record<string, string>): boolean {
  return (
    process.env.PMS_TEST_RUN !== undefined && Object.keys(env).every((key) => SEED_NEUTRAL.has(key))
  );
}

/** One seeded demo to copy: its data directory, its PostgreSQL database (if any), its accounts. */
interface DemoTemplate {
  dir: string;
  database: string | undefined;
  accounts: DemoAccount[];
}

const templates: Partial<Record<'pglite' | 'postgres', Promise<DemoTemplate>>> = {};

/**
 * The run's seeded demo for `database`, made by the first test app that asks. Seeding makes the
 * demo's images with sharp and hashes every account's password with argon2: seconds per test
 * app, paid once per test run instead. A copy is a `cp -a` of the data directory (media, JWT
 * secret, PGlite's files) and, on PostgreSQL, a database created from the template database.
 * The template is made per run (PMS_TEST_RUN, set by the test run's global setup, which removes
 * it afterwards), never reused by a later one whose seed code may have changed.
 */
function demoTemplate(database: 'pglite' | 'postgres'): Promise<DemoTemplate> {
  templates[database] ??= makeDemoTemplate(database).catch((error: unknown) => {
    templates[database] = undefined;
    throw error;
  });
  return templates[database];
}

export function demoTemplateDir(run: string, database: 'pglite' | 'postgres' = 'pglite'): string {
  return join(tmpdir(), `pms-demo-template-${run}${database === 'postgres' ? '-postgres' : ''}`);
}

/** The PostgreSQL database a run's demo template is kept in. */
function demoTemplateDatabase(run: string): string {
  return `pms_demo_template_${run.replaceAll('-', '')}`;
}

async function makeDemoTemplate(database: 'pglite' | 'postgres'): Promise<DemoTemplate> {
  const run = process.env.PMS_TEST_RUN ?? '';
  const dir = demoTemplateDir(run, database);
  const templateDatabase = database === 'postgres' ? demoTemplateDatabase(run) : undefined;
  const accountsFile = `${dir}.accounts.json`;
  const made = async (): Promise<DemoTemplate> => ({
    dir,
    database: templateDatabase,
    accounts: JSON.parse(await readFile(accountsFile, 'utf8')) as DemoAccount[],
  });
  if (await exists(accountsFile)) return made();
  const environment = await testEnvironment(database);
  let accounts: DemoAccount[] = [];
  const app = await testApp(
    environment,
    { SEED_DEMO: 'true' },
    {
      onDemoSeeded: (seeded) => {
        accounts = seeded;
      },
    },
  );
  await app.close();
  try {
    // The first worker to rename its seeded demo into place makes the template: a directory
    // (PGlite) or a database (PostgreSQL) of that name already there refuses the rename.
    if (templateDatabase && environment.databaseUrl) {
      const seeded = new URL(environment.databaseUrl).pathname.slice(1);
      await adminQuery(
        process.env.TEST_DATABASE_URL ?? '',
        `alter database ${seeded} rename to ${templateDatabase}`,
      );
    }
    await rename(environment.dataDir, dir);
  } catch (error) {
    // Another worker's template got there first: use that one and its accounts.
    if (templateDatabase && (error as { code?: string }).code !== '42P04') throw error;
    await environment.cleanup();
    for (let tries = 0; tries < 100 && !(await exists(accountsFile)); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return made();
  }
  // Written last and renamed into place: its presence says the template is complete.
  const partial = `${accountsFile}.${randomUUID()}`;
  await writeFile(partial, JSON.stringify(accounts));
  await rename(partial, accountsFile);
  return { dir, database: templateDatabase, accounts };
}

/** Removes a finished run's demo templates: PGlite's, PostgreSQL's and its database. */
export async function removeDemoTemplate(run: string): Promise<void> {
  for (const database of ['pglite', 'postgres'] as const) {
    const dir = demoTemplateDir(run, database);
    await rm(`${dir}.accounts.json`, { force: true });
    await rm(dir, { recursive: true, force: true });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await adminQuery(
      serverUrl,
      `drop database if exists ${demoTemplateDatabase(run)} with (force)`,
    );
  }
}

/** The IRI of a demo master's regional copy for `region`, as the admin's sheet list names it. */
export async function demoCopyIri(demo: DemoApp, master: string, region: string): Promise<string> {
  const sheets = (
    await demo.app.inject({
      url: '/api/sheets?itemsPerPage=100',
      headers: await demo.login('admin'),
    })
  ).json()['hydra:member'] as {
    name: string;
    regionalSheets: { '@id': string; region: string }[];
  }[];
  const found = sheets.find((sheet) => sheet.name === master);
  return found?.regionalSheets.find((copy) => copy.region === region)?.['@id'] ?? '';
}
