import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';

/**
 * A client file as a web developer would write it against types generated from the document:
 * a typed GET helper and a few calls whose answers must be typed field by field. An untyped
 * answer (`Record<string, never>`, `unknown`) fails to compile, and so does a made-up field.
 */
const CALLS = `
import type { paths } from './api.ts';

type Json<Path extends keyof paths, Method extends keyof paths[Path], Status extends number> =
  paths[Path][Method] extends { responses: { [S in Status]: { content: { 'application/json': infer A } } } }
    ? A
    : never;
type Known<T> = unknown extends T ? never : T;

declare function get<Path extends keyof paths>(path: Path): Promise<Known<Json<Path, 'get', 200>>>;
declare function post<Path extends keyof paths, Status extends number>(
  path: Path,
  status: Status,
): Promise<Known<Json<Path, 'post', Status>>>;

export async function calls() {
  const sheet = await get('/api/sheets/{id}');
  const data: string = sheet.data;
  const version: number = sheet.version;
  const copyRegions: string[] = sheet.regionalSheets.map((copy) => copy.region);
  // @ts-expect-error a sheet has no field of that name
  sheet.nonsense;

  const list = await get('/api/sheets');
  const total: number = list['hydra:totalItems'];
  const firstName: string | undefined = list['hydra:member'][0]?.name;

  const user = await get('/api/users/{id}');
  const roles: string[] = user.roles;
  const hnr: string | null = user.hnr;

  const login = await post('/auth/login', 200);
  const token: string = login.token;
  const recommended: boolean = login.passwordChangeRecommended;

  const batch = await post('/api/batch_exports', 202);
  const skipped: string[] = batch.skipped.map((dealer) => dealer.reason);

  const values = await get('/api/sheets/{id}/dealer_values');
  const modified: string | null = values.modified;

  return { data, version, copyRegions, total, firstName, roles, hnr, token, recommended, skipped, modified };
}
`;

describe('a client generated from /api/docs.json with openapi-typescript', () => {
  let environment: TestEnvironment;
  let app: App;
  let dir: string;

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    app = await testApp(environment);
    dir = await mkdtemp(join(tmpdir(), 'pms-openapi-client-'));
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('types the answers of the calls a client makes', async () => {
    const document = (await app.inject('/api/docs.json')).json() as OpenAPI3;
    await writeFile(join(dir, 'api.ts'), astToString(await openapiTS(document)));
    await writeFile(join(dir, 'calls.ts'), CALLS);
    const program = ts.createProgram([join(dir, 'calls.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2023,
      lib: ['lib.es2023.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      types: [],
      // The standard library's own declarations are TypeScript's to check, not this test's:
      // checking them took most of the file's time. The generated api.ts and the calls (.ts,
      // not .d.ts) are still checked in full.
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});
