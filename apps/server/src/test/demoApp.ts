import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../app.ts';
import type { DemoAccount } from '../seed/demoAccounts.ts';
import { copyTree, exists, type TestEnvironment, testApp, testEnvironment } from './testApp.ts';

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
  const environment = await testEnvironment(database);
  let accounts: DemoAccount[] = [];
  if (database === 'pglite' && seedsAlike(env)) {
    accounts = await copyDemoTemplate(environment.dataDir);
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

let template: Promise<{ dir: string; accounts: DemoAccount[] }> | undefined;

/**
 * Fills a fresh data directory with a copy of one seeded demo (database, media, JWT secret) and
 * answers its accounts. Seeding makes the demo's images with sharp and hashes every account's
 * password with argon2: seconds per test app, paid once per test run instead. The template is
 * made per run (PMS_TEST_RUN, set by the test run's global setup, which removes it afterwards),
 * never reused by a later one whose seed code may have changed.
 */
async function copyDemoTemplate(dataDir: string): Promise<DemoAccount[]> {
  template ??= makeDemoTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  const { dir, accounts } = await template;
  await copyTree('cp', ['-a', `${dir}/.`, dataDir]);
  return accounts;
}

export function demoTemplateDir(run: string): string {
  return join(tmpdir(), `pms-demo-template-${run}`);
}

async function makeDemoTemplate(): Promise<{ dir: string; accounts: DemoAccount[] }> {
  const dir = demoTemplateDir(process.env.PMS_TEST_RUN ?? '');
  const accountsFile = `${dir}.accounts.json`;
  if (await exists(accountsFile)) {
    return { dir, accounts: JSON.parse(await readFile(accountsFile, 'utf8')) as DemoAccount[] };
  }
  const environment = await testEnvironment('pglite');
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
    await rename(environment.dataDir, dir);
    // Written last and renamed into place: its presence says the directory is complete.
    const partial = `${accountsFile}.${randomUUID()}`;
    await writeFile(partial, JSON.stringify(accounts));
    await rename(partial, accountsFile);
    return { dir, accounts };
  } catch {
    // Another worker's template got there first: use that one and its accounts.
    await environment.cleanup();
    for (let tries = 0; tries < 100 && !(await exists(accountsFile)); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { dir, accounts: JSON.parse(await readFile(accountsFile, 'utf8')) as DemoAccount[] };
  }
}

/** Removes a finished run's demo template. */
export async function removeDemoTemplate(run: string): Promise<void> {
  const dir = demoTemplateDir(run);
  await rm(`${dir}.accounts.json`, { force: true });
  await rm(dir, { recursive: true, force: true });
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
