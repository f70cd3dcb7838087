import { AsyncLocalStorage } from 'node:async_hooks';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, getTableName, is, Table } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverFile } from '../config/serverFiles.ts';
import { PgliteThread } from '../db/pgliteThread.ts';
import * as schema from '../db/schema/index.ts';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';
import { declaredRoutes } from './changeTracking.ts';

/** Every table of the schema, by name: what a statement may name. */
const TABLES = new Set(
  (Object.values(schema) as unknown[]).flatMap((value) =>
    is(value, Table) ? [getTableName(value)] : [],
  ),
);

/** The tables a statement names: quoted (as drizzle writes them) or bare after from/join. */
export function tablesNamed(statement: string): Set<string> {
  const named = new Set<string>();
  for (const [, name = ''] of statement.matchAll(/"([^"]+)"/g)) {
    if (TABLES.has(name)) named.add(name);
  }
  for (const [, name = ''] of statement.matchAll(/\b(?:from|join)\s+([a-z_][a-z0-9_]*)/gi)) {
    if (TABLES.has(name.toLowerCase())) named.add(name.toLowerCase());
  }
  return named;
}

/** The tables a statement inserts into, updates or deletes from. */
export function tablesWritten(statement: string): Set<string> {
  const written = new Set<string>();
  const writes = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
  for (const [, name = ''] of statement.matchAll(writes)) {
    if (TABLES.has(name.toLowerCase())) written.add(name.toLowerCase());
  }
  return written;
}

/** How many `cachedRead(` calls the server's source holds (tests and the definition aside). */
async function cachedReadCallSites(): Promise<string[]> {
  const root = serverFile('src');
  const sites: string[] = [];
  for (const file of await readdir(root, { recursive: true })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = await readFile(join(root, file), 'utf8');
    for (const _ of text.matchAll(/(?<!function )\bcachedRead\(/g)) sites.push(file);
  }
  return sites;
}

/** The statements sent while a recording is on, in its async context. */
interface Recording {
  statements: string[];
}
const recording = new AsyncLocalStorage<Recording>();
/**
 * Every statement sent while it is set, whatever the context: a write injected inside a
 * recording did not carry it to its statements (none was seen), so a write is recorded whole.
 */
let everything: string[] | undefined;

/** Records the text of every statement either driver sends, in whichever recording is on. */
function recordStatements() {
  type Query = (this: unknown, ...args: unknown[]) => unknown;
  const spies = [PGlite.prototype, PgliteThread.prototype, pg.Pool.prototype].map((prototype) => {
    const original = prototype.query as unknown as Query;
    return vi.spyOn(prototype as unknown as { query: Query }, 'query').mockImplementation(function (
      this: unknown,
      ...args: unknown[]
    ) {
      const [query] = args;
      const text =
        typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');
      (recording.getStore()?.statements ?? everything)?.push(text);
      return original.apply(this, args);
    });
  });
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}

describe('reading the tables a statement names', () => {
  it('finds quoted and bare table names, and no columns or aliases', () => {
    const statement =
      'with "page" as (select "id" as "pageId" from "sheets") select "name", (select count(*) ' +
      'from regional_sheets) from "sheets" inner join "page" on "page"."pageId" = "sheets"."id"';
    expect([...tablesNamed(statement)].sort()).toEqual(['regional_sheets', 'sheets']);
    expect(tablesNamed('select "id", "name", "data" from "page"').size).toBe(0);
  });

  it('finds the tables a statement writes, not those it only reads', () => {
    expect([
      ...tablesWritten(
        'insert into "rate_limit_counters" (key) values ($1) on conflict (key) do update set count = 1',
      ),
    ]).toEqual(['rate_limit_counters']);
    expect([...tablesWritten('update "users" set "name" = $1 where "users"."id" = $2')]).toEqual([
      'users',
    ]);
    expect([...tablesWritten('delete from rate_limit_counters where true')]).toEqual([
      'rate_limit_counters',
    ]);
    expect(tablesWritten('select * from "sheets" for update').size).toBe(0);
  });
});

const ROLES = ['admin', 'regionadmin.cz', 'dealer.cz', 'dealer.pl'];

describe.each(TEST_DATABASES)(
  'what cached reads and writes declare, on $name',
  ({ name: database }) => {
    let demo: DemoApp;
    let stopRecording: () => void;

    beforeAll(async () => {
      demo = await demoApp(database);
      stopRecording = recordStatements();
    });

    afterAll(async () => {
      stopRecording?.();
      await demo?.close();
    });

    /** Each computation of a cached answer: its declared tables and the statements it sent. */
    function recordComputations() {
      const computed: {
        key: string;
        url: string;
        tables: readonly string[];
        statements: string[];
      }[] = [];
      const cache = demo.app.readCache;
      const answer = cache.answer.bind(cache);
      const spy = vi.spyOn(cache, 'answer').mockImplementation((key, compute, options) => {
        const url = key.slice(key.lastIndexOf('\u0000') + 1);
        const traced = () => {
          const statements: string[] = [];
          computed.push({ key, url, tables: options?.tables ?? [], statements });
          return recording.run({ statements }, compute);
        };
        return answer(key, traced, options);
      });
      return { computed, stop: () => spy.mockRestore() };
    }

    it('runs every cached read, as every role, and each names only tables it declared', async () => {
      const admin = await demo.login('admin');
      const ids = async (path: string) =>
        (
          (await demo.app.inject({ url: `${path}?itemsPerPage=100`, headers: admin })).json()[
            'hydra:member'
          ] as { id: number }[]
        ).map((member) => member.id);
      const sheetIds = await ids('/api/sheets');
      const copyIds = await ids('/api/regional_sheets');
      expect(copyIds.length).toBeGreaterThan(1);
      // A copy saved before its counts were kept: its share is counted from its master's
      // revision at the copy's base version (copyFollow's countedLate).
      await demo.app.db
        .update(schema.regionalSheets)
        .set({ translatedTexts: null, totalTexts: null })
        .where(eq(schema.regionalSheets.id, copyIds[0] ?? 0));
      const urls = [
        ...['', '?search=inch', '?search=%25_x', '?itemsPerPage=2&page=2', '?order[id]=desc']
          .concat(['?page=1000', '?search=no+such+sheet'])
          .map((query) => `/api/sheets${query}`),
        ...[...sheetIds, 2_000_000].map((id) => `/api/sheets/${id}`),
        ...['', '?region=cz', '?region=pl', '?itemsPerPage=2&page=2', '?order[id]=desc']
          .concat(['?page=1000'])
          .map((query) => `/api/regional_sheets${query}`),
        ...[...copyIds, 2_000_000].map((id) => `/api/regional_sheets/${id}`),
      ];
      const { computed, stop } = recordComputations();
      try {
        // The roles side by side (each records in its own async context, and no two share an
        // answer): on PostgreSQL one role's statements wait on the server while another's run.
        await Promise.all(
          ROLES.map(async (username) => {
            const headers = await demo.login(username);
            // Cached per user and address: a new user makes each answer be computed.
            for (const url of urls) await demo.app.inject({ url, headers });
          }),
        );
      } finally {
        stop();
      }
      // An answer may be computed again when a change notice (the copy's counts, cleared
      // above, reach PostgreSQL's feed late) arrives while it is computed: count answers once.
      expect(new Set(computed.map(({ key }) => key)).size).toBe(ROLES.length * urls.length);
      const undeclared: string[] = [];
      for (const { url, tables, statements } of computed) {
        // Each read sends at least one statement: a recorder that saw nothing proves nothing.
        expect(statements.length, url).toBeGreaterThan(0);
        for (const statement of statements) {
          for (const table of tablesNamed(statement)) {
            if (!tables.includes(table)) undeclared.push(`${url} reads ${table}: ${statement}`);
          }
        }
      }
      expect(undeclared).toEqual([]);
      // Every cachedRead in the source answered above: a new one must be added to this test.
      const sites = await cachedReadCallSites();
      expect(sites.length).toBeGreaterThan(0);
      const routes = [...declaredRoutes(demo.app.readCache).reads.keys()];
      expect(routes, `cachedRead is called in ${sites.join(', ')}`).toHaveLength(sites.length);
    });

    it('runs every write declaring writesOnly, and each writes only tables it declared', async () => {
      const admin = await demo.login('admin');
      const sheets = (
        await demo.app.inject({ url: '/api/sheets?itemsPerPage=100', headers: admin })
      ).json()['hydra:member'] as {
        '@id': string;
        name: string;
        regionalSheets: { '@id': string; region: string }[];
      }[];
      const reference = sheets.find((sheet) => sheet.name === 'Reference offer sheet');
      const masterIri = reference?.['@id'] ?? '';
      const copyIri = reference?.regionalSheets.find((copy) => copy.region === 'cz')?.['@id'] ?? '';
      const dealer = await demo.login('dealer.cz');
      const account = demo.accounts.find((candidate) => candidate.username === 'dealer.cz');
      const values = { 'Dealer contact': { text: '<p>Autohaus Praha, Vinohradská 1</p>' } };
      type Sent = {
        route: string;
        method: 'POST' | 'PUT';
        url: string;
        body: object;
        status: number;
      };
      const requests: Sent[] = [
        {
          route: 'POST /auth/login',
          method: 'POST',
          url: '/auth/login',
          body: { username: 'dealer.cz', password: 'not the password' },
          status: 401,
        },
        {
          route: 'POST /auth/login',
          method: 'POST',
          url: '/auth/login',
          body: { username: 'dealer.cz', password: account?.password ?? '' },
          status: 200,
        },
        {
          route: 'POST /api/exports',
          method: 'POST',
          url: '/api/exports',
          body: { sheet: copyIri, format: 'pdf', pdf: 'screen' },
          status: 200,
        },
        ...[masterIri, copyIri].map((iri) => ({
          route: `PUT /api/${iri.split('/')[2]}/:id/dealer_values`,
          method: 'PUT' as const,
          url: `${iri}/dealer_values`,
          body: { version: 0, values },
          status: 200,
        })),
      ];
      const written = new Map<string, Set<string>>();
      const declared = declaredRoutes(demo.app.readCache).writes;
      for (const { route, method, url, body, status } of requests) {
        // One request at a time and nothing else running: what is sent meanwhile is its own.
        const statements: string[] = [];
        everything = statements;
        const response = await demo.app
          .inject({ method, url, payload: body, headers: url === '/auth/login' ? {} : dealer })
          .finally(() => {
            everything = undefined;
          });
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(status);
        const tables = written.get(route) ?? new Set<string>();
        for (const statement of statements)
          for (const table of tablesWritten(statement)) tables.add(table);
        written.set(route, tables);
      }
      // Each declared write ran above, and wrote something: the recorder saw its statements.
      expect([...written.keys()].sort()).toEqual([...declared.keys()].sort());
      for (const [route, tables] of written) {
        expect(tables.size, route).toBeGreaterThan(0);
        expect(
          [...tables].filter((table) => !declared.get(route)?.includes(table)),
          route,
        ).toEqual([]);
      }
    });
  },
);
