import type { App } from '../app.ts';
import type { DemoAccount } from '../seed/demoAccounts.ts';
import { type TestEnvironment, testApp, testEnvironment } from './testApp.ts';

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
