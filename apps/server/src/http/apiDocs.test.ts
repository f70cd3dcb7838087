import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';

/** Every operation of the API; a new route must be added here and documented. */
const OPERATIONS = [
  'GET /healthz',
  'POST /auth/login',
  'GET /auth/user',
  'POST /auth/change_password',
  'GET /api',
  'GET /api/contexts/{name}',
  'GET /api/sheets',
  'POST /api/sheets',
  'GET /api/sheets/{id}',
  'PUT /api/sheets/{id}',
  'DELETE /api/sheets/{id}',
  'GET /api/sheets/{id}/thumbnail.png',
  'GET /api/sheets/{id}/preflight',
  'GET /api/sheets/{id}/revisions',
  'POST /api/sheets/{id}/revisions/{version}/restore',
  'GET /api/regional_sheets',
  'POST /api/regional_sheets',
  'GET /api/regional_sheets/{id}',
  'PUT /api/regional_sheets/{id}',
  'DELETE /api/regional_sheets/{id}',
  'GET /api/regional_sheets/{id}/master_changes',
  'GET /api/regional_sheets/{id}/master_update',
  'POST /api/regional_sheets/{id}/master_update',
  'GET /api/regional_sheets/{id}/thumbnail.png',
  'GET /api/regional_sheets/{id}/preflight',
  'GET /api/regional_sheets/{id}/revisions',
  'POST /api/regional_sheets/{id}/revisions/{version}/restore',
  'GET /api/sheets/{id}/translations',
  'GET /api/regional_sheets/{id}/translations',
  'POST /api/regional_sheets/{id}/translations',
  'POST /api/exports',
  'GET /api/export_records',
  'GET /api/export_records/{id}/file',
  'POST /api/batch_exports',
  'GET /api/batch_exports',
  'GET /api/batch_exports/{id}',
  'POST /api/batch_exports/{id}/cancel',
  'GET /api/batch_exports/{id}/file',
  'GET /api/dealer_values',
  'GET /api/docs.jsonld',
  'GET /api/sheets/{id}/dealer_values',
  'PUT /api/sheets/{id}/dealer_values',
  'GET /api/regional_sheets/{id}/dealer_values',
  'PUT /api/regional_sheets/{id}/dealer_values',
  'POST /api/imports',
  'GET /api/imports/templates/{id}',
  'GET /api/imports/templates/{id}/sample.csv',
  'GET /api/imports/templates/{id}/sample.xlsx',
  'GET /api/categories',
  'POST /api/categories',
  'GET /api/categories/{id}',
  'PUT /api/categories/{id}',
  'DELETE /api/categories/{id}',
  'GET /api/media_objects',
  'GET /api/media_objects/{id}',
  'POST /api/media_objects',
  'PATCH /api/media_objects/{id}',
  'DELETE /api/media_objects/{id}',
  'GET /api/media_tags',
  'GET /api/dealer_profiles',
  'POST /api/dealer_profiles',
  'GET /api/dealer_profiles/{id}',
  'PUT /api/dealer_profiles/{id}',
  'DELETE /api/dealer_profiles/{id}',
  'GET /api/dealer_logos',
  'GET /api/dealer_logos/{id}',
  'POST /api/dealer_logos',
  'DELETE /api/dealer_logos/{id}',
  'GET /api/print_profile',
  'GET /api/font_families',
  'POST /api/font_families',
  'GET /api/font_families/{id}',
  'DELETE /api/font_families/{id}',
  'POST /api/font_families/{id}/faces',
  'DELETE /api/font_families/{id}/faces/{face}',
  'POST /api/font_families/{id}/revisions/{revision}/restore',
  'GET /api/ci_fonts',
  'PUT /api/ci_fonts/{ci}',
  'GET /api/palette_colors',
  'POST /api/palette_colors',
  'PUT /api/palette_colors/{id}',
  'DELETE /api/palette_colors/{id}',
  'GET /api/font_choices',
  'GET /api/users',
  'POST /api/users',
  'GET /api/users/{id}',
  'PUT /api/users/{id}',
  'DELETE /api/users/{id}',
];

const PUBLIC = [
  'GET /healthz',
  'POST /auth/login',
  'GET /api',
  'GET /api/contexts/{name}',
  'GET /api/docs.jsonld',
];

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  responses: Record<string, Answer>;
}

interface Answer {
  description: string;
  content?: Record<string, { schema: { type?: string; format?: string; properties?: object } }>;
}

const BINARY = /^(application\/(pdf|zip|xliff\+xml|vnd\.openxmlformats)|image\/png|text\/csv)/;

/** Why a success answer gives a client nothing to type it with, or null when it does. */
function untyped(status: string, answer: Answer): string | null {
  // 204 and 304 carry no body.
  if (status === '204' || status === '304') return answer.content ? 'a body on 204/304' : null;
  const media = Object.entries(answer.content ?? {});
  if (media.length === 0) return 'no content';
  for (const [type, { schema }] of media) {
    if (BINARY.test(type)) {
      if (schema.format !== 'binary') return `${type} is not a binary string`;
    } else if (!schema.properties && !('anyOf' in schema)) {
      return `${type} has no schema`;
    }
  }
  return null;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  security: unknown[];
  paths: Record<string, Record<string, Operation>>;
}

describe('the API docs', () => {
  let environment: TestEnvironment;
  let app: App;
  let document: OpenApiDocument;

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    app = await testApp(environment);
    document = (await app.inject('/api/docs.json')).json();
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  function operations(): [string, Operation][] {
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
    );
  }

  function operation(name: string): Operation {
    const found = operations().find(([key]) => key === name);
    if (!found) throw new Error(`${name} is not documented`);
    return found[1];
  }

  it('answers an OpenAPI 3.1 document with a bearer scheme', async () => {
    const response = await app.inject('/api/docs.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Print- and Mediaservice API');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
  });

  it('lists every operation of the app, each with a tag, a summary and its answers', () => {
    expect(operations().map(([key]) => key)).toEqual(expect.arrayContaining(OPERATIONS));
    expect(operations()).toHaveLength(OPERATIONS.length);
    for (const [key, documented] of operations()) {
      expect(documented.tags?.length, key).toBeGreaterThan(0);
      expect(documented.summary, key).toBeTruthy();
      expect(Object.keys(documented.responses).length, key).toBeGreaterThan(0);
    }
  });

  it('gives every success answer its contract schema, or a binary media type', () => {
    const problems: string[] = [];
    for (const [key, documented] of operations()) {
      for (const [status, answer] of Object.entries(documented.responses)) {
        if (!status.startsWith('2')) continue;
        const problem = untyped(status, answer);
        if (problem) problems.push(`${key} ${status}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // The contracts' fields reach the document: a sheet answers its data as JSON text.
    const sheet = operation('GET /api/sheets/{id}').responses['200']?.content?.['application/json'];
    expect(sheet?.schema.properties).toMatchObject({ data: { type: 'string' } });
    const pdf = operation('POST /api/exports').responses['200']?.content?.['application/pdf'];
    expect(pdf?.schema).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('marks the public routes and asks a login of the others', () => {
    for (const [key, documented] of operations()) {
      if (PUBLIC.includes(key)) {
        expect(documented.security, key).toEqual([]);
      } else {
        expect(documented.security, key).toBeUndefined();
        expect(documented.responses['401'], key).toBeDefined();
      }
    }
  });

  it('describes inputs from the zod schemas the handlers validate with', () => {
    const list = operation('GET /api/sheets');
    expect(list.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'itemsPerPage', 'order[id]', 'search']),
    );
    expect(operation('GET /api/users/{id}').parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path' }),
    );
    const login = operation('POST /auth/login').requestBody?.content['application/json'];
    expect(login?.schema).toMatchObject({
      type: 'object',
      properties: { username: { type: 'string' }, password: { type: 'string' } },
      required: ['username', 'password'],
    });
    expect(operation('DELETE /api/sheets/{id}').responses['204']?.description).toBe('Deleted.');
  });

  it('serves the browsable docs with their own assets', async () => {
    const page = await app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Print- and Mediaservice API</title>');
    const bundle = await app.inject('/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });

  it('documents without validating: a bad body gets the handler its own message', async () => {
    // The schema says username is a string; ajv would answer "body/username must be string".
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()['hydra:description']).toBe(
      'Please enter your username. Please enter your password.',
    );
  });
});
