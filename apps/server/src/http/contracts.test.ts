import {
  BatchExportAnswer,
  BatchExportCollection,
  CategoryAnswer,
  CategoryCollection,
  CiFontCollection,
  DealerLogoAnswer,
  DealerLogoCollection,
  DealerProfileAnswer,
  DealerProfileCollection,
  DealerValuesAnswer,
  EntrypointAnswer,
  ErrorAnswer,
  ExportRecordCollection,
  FontChoiceCollection,
  FontFamilyCollection,
  HealthAnswer,
  JsonLdContextAnswer,
  LoginAnswer,
  MasterChangesAnswer,
  MasterUpdateAnswer,
  MediaObjectAnswer,
  MediaObjectCollection,
  MediaTagCollection,
  PrintProfileAnswer,
  RegionalSheetAnswer,
  RegionalSheetCollection,
  SavedValuesCollection,
  SessionAnswer,
  SheetAnswer,
  SheetCollection,
  SheetRevisionCollection,
  UserAnswer,
  UserCollection,
} from '@pms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type DemoApp, demoApp, demoCopyIri } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';

/**
 * Real answers of the demo, each parsed with its contract from @pms/contracts: a field the
 * contract names and the answer lacks fails, and so does a field the answer has and the
 * contract does not name (zod drops unknown keys, so the parse would differ from the answer).
 */
function expectContract(schema: z.ZodType, body: unknown, what: string) {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${what} breaks its contract: ${JSON.stringify(result.error.issues)}`);
  }
  expect(result.data, what).toEqual(body);
}

describe.each(TEST_DATABASES)('answers keep their contracts on $name', ({ name }) => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp(name);
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function read(username: string | null, url: string) {
    const headers = username ? await demo.login(username) : {};
    const response = await demo.app.inject({ url, headers });
    expect(response.statusCode, `${username} GET ${url}: ${response.body}`).toBe(200);
    return response.json();
  }

  /** GETs `url` as each user and checks the answer against `schema`; answers the last body. */
  async function check(usernames: (string | null)[], url: string, schema: z.ZodType) {
    let body: unknown;
    for (const username of usernames) {
      body = await read(username, url);
      expectContract(schema, body, `${username ?? 'anyone'} GET ${url}`);
    }
    return body as { 'hydra:member': { '@id': string }[] };
  }

  it('keeps them for the public and session answers', async () => {
    await check([null], '/healthz', HealthAnswer);
    await check([null], '/api', EntrypointAnswer);
    await check([null], '/api/contexts/Sheet', JsonLdContextAnswer);
    await check(['admin', 'dealer.cz'], '/auth/user', SessionAnswer);
    const account = demo.accounts.find((candidate) => candidate.username === 'dealer.pl');
    const login = await demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'dealer.pl', password: account?.password },
    });
    expectContract(LoginAnswer, login.json(), 'POST /auth/login');
    const refused = await demo.app.inject({ url: '/api/users' });
    expect(refused.statusCode).toBe(401);
    expectContract(ErrorAnswer, refused.json(), 'a 401');
  });

  it('keeps them for sheets, regional copies and their history', async () => {
    const sheets = await check(['admin', 'dealer.cz'], '/api/sheets', SheetCollection);
    const sheet = sheets['hydra:member'][0]?.['@id'] ?? '';
    await check(['admin', 'dealer.cz'], sheet, SheetAnswer);
    await check(['admin'], `${sheet}/revisions`, SheetRevisionCollection);
    const copy = await demoCopyIri(demo, 'Winter tyre storage', 'cz');
    await check(
      ['admin', 'regionadmin.cz', 'dealer.cz'],
      '/api/regional_sheets',
      RegionalSheetCollection,
    );
    await check(['admin', 'regionadmin.cz', 'dealer.cz'], copy, RegionalSheetAnswer);
    await check(['admin'], `${copy}/master_changes`, MasterChangesAnswer);
    await check(['admin'], `${copy}/master_update`, MasterUpdateAnswer);
    await check(['dealer.cz'], `${copy}/dealer_values`, DealerValuesAnswer);
    await check(['dealer.cz'], '/api/dealer_values', SavedValuesCollection);
  });

  it('keeps them for categories, media, dealers, fonts and users', async () => {
    const categories = await check(['admin', 'dealer.cz'], '/api/categories', CategoryCollection);
    await check(['admin'], categories['hydra:member'][0]?.['@id'] ?? '', CategoryAnswer);
    const media = await check(['admin', 'dealer.cz'], '/api/media_objects', MediaObjectCollection);
    await check(['admin'], media['hydra:member'][0]?.['@id'] ?? '', MediaObjectAnswer);
    await check(['admin'], '/api/media_tags', MediaTagCollection);
    const profiles = await check(['admin'], '/api/dealer_profiles', DealerProfileCollection);
    await check(['admin'], profiles['hydra:member'][0]?.['@id'] ?? '', DealerProfileAnswer);
    const logos = await check(['admin'], '/api/dealer_logos', DealerLogoCollection);
    if (logos['hydra:member'][0])
      await check(['admin'], logos['hydra:member'][0]['@id'], DealerLogoAnswer);
    await check(['admin'], '/api/font_families', FontFamilyCollection);
    await check(['admin'], '/api/ci_fonts', CiFontCollection);
    await check(['dealer.cz'], '/api/font_choices', FontChoiceCollection);
    await check(['dealer.cz'], '/api/print_profile', PrintProfileAnswer);
    const users = await check(['admin'], '/api/users', UserCollection);
    await check(['admin'], users['hydra:member'][0]?.['@id'] ?? '', UserAnswer);
  });

  it('keeps them for exports and batch exports', async () => {
    const copy = await demoCopyIri(demo, 'Winter tyre storage', 'cz');
    const exported = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: await demo.login('dealer.cz'),
      payload: { sheet: copy, format: 'pdf', pdf: 'screen' },
    });
    expect(exported.statusCode).toBe(200);
    const history = await check(['dealer.cz'], '/api/export_records', ExportRecordCollection);
    expect(history['hydra:member'].length).toBeGreaterThan(0);
    const batch = await demo.app.inject({
      method: 'POST',
      url: '/api/batch_exports',
      headers: await demo.login('regionadmin.cz'),
      payload: { sheet: copy, format: 'pdf' },
    });
    expect(batch.statusCode, batch.body).toBe(202);
    expectContract(BatchExportAnswer, batch.json(), 'POST /api/batch_exports');
    await check(['regionadmin.cz'], '/api/batch_exports', BatchExportCollection);
  });
});
