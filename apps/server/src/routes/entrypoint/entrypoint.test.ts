import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  TEST_DATABASES,
  type TestEnvironment,
  testApp,
  testEnvironment,
} from '../../test/testApp.ts';

describe.each(TEST_DATABASES)('the JSON-LD entrypoint and contexts on $name', ({ name }) => {
  let environment: TestEnvironment;
  let app: App;

  beforeAll(async () => {
    environment = await testEnvironment(name);
    app = await testApp(environment);
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  it('names every collection, without a login', async () => {
    const response = await app.inject('/api');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Entrypoint',
      '@id': '/api',
      '@type': 'Entrypoint',
      defaultCi: 'bmw',
      sheets: '/api/sheets',
      regionalSheets: '/api/regional_sheets',
      categories: '/api/categories',
      mediaObjects: '/api/media_objects',
      dealerLogos: '/api/dealer_logos',
      dealerProfiles: '/api/dealer_profiles',
      exportRecords: '/api/export_records',
      batchExports: '/api/batch_exports',
      dealerValues: '/api/dealer_values',
      users: '/api/users',
      printProfile: '/api/print_profile',
    });
  });

  it('says the brand a new sheet starts with, as DEFAULT_CI configures it', async () => {
    // Its own data directory: the suite's app holds the embedded database's lock.
    const own = await testEnvironment(name);
    const configured = await testApp(own, { DEFAULT_CI: 'mini' });
    try {
      const response = await configured.inject('/api');
      expect(response.json()).toMatchObject({ defaultCi: 'mini' });
      // A setting, not a collection: the Hydra documentation lists no class for it.
      const docs = (await configured.inject('/api/docs.jsonld')).body;
      expect(docs).not.toContain('"mini"');
    } finally {
      await configured.close();
      await own.cleanup();
    }
  });

  it.each([
    'Entrypoint',
    'Sheet',
    'RegionalSheet',
    'Category',
    'MediaObject',
    'DealerLogo',
    'DealerProfile',
    'DealerValues',
    'ExportRecord',
    'BatchExport',
    'MasterChanges',
    'MasterUpdate',
    'User',
    'PrintProfile',
    'Error',
  ])('serves the %s context', async (name) => {
    const response = await app.inject(`/api/contexts/${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.json()['@context']).toMatchObject({
      '@vocab': '/api/docs.jsonld#',
      hydra: 'http://www.w3.org/ns/hydra/core#',
    });
  });

  it('marks references as IRIs', async () => {
    const context = (await app.inject('/api/contexts/Category')).json()['@context'];
    expect(context.name).toBe('Category/name');
    expect(context.parent).toEqual({ '@id': 'Category/parent', '@type': '@id' });
    expect(context.sheets).toEqual({ '@id': 'Category/sheets', '@type': '@id' });
  });

  it.each(['Nothing', 'toString', 'constructor'])(
    'answers the unknown %s with a Hydra 404',
    async (name) => {
      const response = await app.inject(`/api/contexts/${name}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        '@type': 'hydra:Error',
        'hydra:description': `The JSON-LD context '${name}' was not found.`,
      });
    },
  );
});
