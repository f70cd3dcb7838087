import { parseHydraDocumentation } from '@api-platform/api-doc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { API_DOCUMENTATION_REL } from '../../presenters/hydraDocumentation.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../../test/testApp.ts';

describe('the Hydra API documentation', () => {
  let environment: TestEnvironment;
  let app: App;
  let url = '';

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    app = await testApp(environment);
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  it('points from the entrypoint to the documentation', async () => {
    const response = await fetch(`${url}/api`);
    expect(response.headers.get('link')).toBe(
      `<${url}/api/docs.jsonld>; rel="${API_DOCUMENTATION_REL}"`,
    );
    const docs = await fetch(`${url}/api/docs.jsonld`);
    expect(docs.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(((await docs.json()) as { '@type': string })['@type']).toBe('hydra:ApiDocumentation');
  });

  it("lets API Platform's own client library find every resource with its fields", async () => {
    const { api } = await parseHydraDocumentation(`${url}/api`);
    const resources = new Map(api.resources?.map((resource) => [resource.name, resource]));
    expect([...resources.keys()].sort()).toEqual(
      [
        'batch_exports',
        'categories',
        'dealer_logos',
        'dealer_profiles',
        'dealer_values',
        'export_records',
        'media_objects',
        'print_profile',
        'regional_sheets',
        'sheets',
        'users',
      ].sort(),
    );
    const fields = (name: string) => resources.get(name)?.fields?.map((field) => field.name) ?? [];
    expect(fields('sheets')).toEqual(
      expect.arrayContaining(['name', 'details', 'status', 'data', 'version', 'category']),
    );
    expect(fields('regional_sheets')).toEqual(expect.arrayContaining(['region', 'master']));
    expect(fields('users')).toEqual(expect.arrayContaining(['username', 'roles', 'hnr']));
    expect(fields('batch_exports')).toEqual(expect.arrayContaining(['status', 'done', 'total']));
    // References point to the resource they name.
    const category = resources.get('sheets')?.fields?.find((field) => field.name === 'category');
    expect(category?.reference).toMatchObject({ name: 'categories' });
    // The operations of each resource, from the same routes as the OpenAPI document.
    const methods = resources.get('sheets')?.operations?.map((op) => `${op.type} ${op.method}`);
    expect(methods).toEqual(
      expect.arrayContaining(['list GET', 'create POST', 'show GET', 'edit PUT', 'delete DELETE']),
    );
  });
});
