import {
  dealerLogoListQuery,
  dealerLogoUploadForm,
  dealerProfileCreateBody,
  dealerProfileListQuery,
  dealerProfileUpdateBody,
  fontFaceParams,
  fontFaceUploadForm,
  fontFamilyBody,
  fontFamilyListQuery,
  mediaObjectListQuery,
  mediaObjectPatchBody,
  mediaUploadForm,
} from '@pms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { App } from '../app.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';
import { jsonSchemaOf } from './docs.ts';

/**
 * Which request contract each operation documents, and where: the route validates with the
 * same schema, so the OpenAPI document, the server and the web client read one shape. A route
 * that documents or validates a shape of its own makes its operation differ here.
 */
const REQUESTS: [operation: string, part: 'body' | 'query' | 'path', contract: z.ZodType][] = [
  ['GET /api/dealer_profiles', 'query', dealerProfileListQuery],
  ['POST /api/dealer_profiles', 'body', dealerProfileCreateBody],
  ['PUT /api/dealer_profiles/{id}', 'body', dealerProfileUpdateBody],
  ['GET /api/font_families', 'query', fontFamilyListQuery],
  ['POST /api/font_families', 'body', fontFamilyBody],
  ['POST /api/font_families/{id}/faces', 'body', fontFaceUploadForm],
  ['DELETE /api/font_families/{id}/faces/{face}', 'path', fontFaceParams],
  ['GET /api/media_objects', 'query', mediaObjectListQuery],
  ['POST /api/media_objects', 'body', mediaUploadForm],
  ['PATCH /api/media_objects/{id}', 'body', mediaObjectPatchBody],
  ['GET /api/dealer_logos', 'query', dealerLogoListQuery],
  ['POST /api/dealer_logos', 'body', dealerLogoUploadForm],
];

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Record<string, unknown>;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}

/** What the document says a contract is: its body schema, or its parameters as one object. */
function documented(operation: Operation, part: 'body' | 'query' | 'path') {
  if (part === 'body') {
    return Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema);
  }
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === part);
  return {
    properties: Object.fromEntries(parameters.map(({ name, schema }) => [name, schema])),
    required: parameters.filter((parameter) => parameter.required).map(({ name }) => name),
  };
}

/** The same, as the contract's JSON Schema gives it. */
function expected(contract: z.ZodType, part: 'body' | 'query' | 'path') {
  const json = jsonSchemaOf(contract) as {
    properties: Record<string, unknown>;
    required?: string[];
  };
  if (part === 'body') return [json];
  return { properties: json.properties, required: json.required ?? [] };
}

describe('request contracts in the API docs', () => {
  let environment: TestEnvironment;
  let app: App;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    app = await testApp(environment);
    paths = (await app.inject('/api/docs.json')).json().paths;
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  it.each(REQUESTS)('%s documents its %s from @pms/contracts', (name, part, contract) => {
    const [method = '', path = ''] = name.split(' ');
    const operation = paths[path]?.[method.toLowerCase()];
    expect(operation, `${name} is not documented`).toBeDefined();
    expect(documented(operation as Operation, part)).toEqual(expected(contract, part));
  });

  it('tells a shape of its own from the contract', () => {
    // The dealer logo form without its brand: what a route declaring its own would document.
    const own = dealerLogoUploadForm.omit({ brand: true });
    expect(expected(own, 'body')).not.toEqual(expected(dealerLogoUploadForm, 'body'));
    const query = { parameters: [{ name: 'hnr', in: 'query', schema: { type: 'string' } }] };
    expect(documented(query, 'query')).not.toEqual(expected(dealerLogoListQuery, 'query'));
  });
});
