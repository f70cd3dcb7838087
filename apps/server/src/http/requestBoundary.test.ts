import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';
import { assertStorable, jsonDepthExceeds, MAX_JSON_DEPTH } from './inputLimits.ts';
import { MERGE_PATCH_ONLY_FOR_PATCH } from './requestBoundary.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonDepthExceeds', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepthExceeds(nested(3), 3)).toBe(false);
    expect(jsonDepthExceeds(nested(4), 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[[[', b: '\\"{{{{' }), 2)).toBe(false);
  });
});

describe('assertStorable', () => {
  it('names the field that holds a NUL or a lone surrogate', () => {
    expect(() => assertStorable({ a: [{ b: 'x\u0000' }] }, 'The request body')).toThrow(
      /^a\[0\]\.b contains a character that cannot be stored/,
    );
    expect(() => assertStorable({ name: 'half \ud800 pair' }, 'The request body')).toThrow(
      /^name contains/,
    );
    expect(() => assertStorable('\udc00', 'The query')).toThrow(/^The query contains/);
  });

  it('lets whole surrogate pairs and ordinary control characters through', () => {
    expect(() => assertStorable({ emoji: '🚗 \t\n', list: ['ü'] }, 'The body')).not.toThrow();
  });

  it('refuses nesting past the limit without recursing', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => assertStorable(deep, 'The request body')).toThrow(
      `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`,
    );
  });
});

describe.each(TEST_DATABASES)('the request boundary on $name', ({ name: database }) => {
  let demo: DemoApp;
  let admin: { authorization: string };
  let sheetCount: number;

  beforeAll(async () => {
    demo = await demoApp(database);
    admin = await demo.login('admin');
    sheetCount = await countSheets();
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function countSheets() {
    const response = await demo.app.inject({ url: '/api/sheets', headers: admin });
    return response.json()['hydra:totalItems'] as number;
  }

  const describeError = (body: string) => JSON.parse(body)['hydra:description'] as string;

  it.each([
    '2147483648',
    '99999999999999999999',
    '02',
    '0x2',
    '2e0',
    '%202',
    '2%20',
    '-2',
    '0',
    '2.0',
  ])('answers the id %s with a 400 that explains ids, never a 500', async (id) => {
    for (const path of ['sheets', 'regional_sheets', 'categories', 'users', 'media_objects']) {
      const response = await demo.app.inject({ url: `/api/${path}/${id}`, headers: admin });
      expect(response.statusCode, `${path}/${id}`).toBe(400);
      expect(describeError(response.body)).toBe(
        'The id in the address must be a whole number from 1 to 2147483647, written without signs, spaces or leading zeros.',
      );
    }
  });

  it('speaks JSON-LD as Hydra clients send and ask for it, and keeps plain JSON working', async () => {
    const account = demo.accounts.find((candidate) => candidate.username === 'dealer.cz');
    const ldLogin = await demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/ld+json' },
      payload: JSON.stringify({ username: 'dealer.cz', password: account?.password }),
    });
    expect(ldLogin.statusCode).toBe(200);
    const asked = await demo.app.inject({
      url: '/api/sheets',
      headers: { ...admin, accept: 'application/ld+json' },
    });
    expect(asked.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(asked.json()['@type']).toBe('hydra:Collection');
    const plain = await demo.app.inject({ url: '/api/sheets', headers: admin });
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const either = await demo.app.inject({
      url: '/api/sheets',
      headers: { ...admin, accept: 'application/json, application/ld+json' },
    });
    expect(either.headers['content-type']).toMatch(/^application\/json/);

    // A merge patch is a partial update: taken by PATCH, refused elsewhere with a reason.
    const media = (await demo.app.inject({ url: '/api/media_objects', headers: admin })).json()[
      'hydra:member'
    ][0] as { '@id': string; version: number };
    const patched = await demo.app.inject({
      method: 'PATCH',
      url: media['@id'],
      headers: { ...admin, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ version: media.version, tags: ['winter'] }),
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().tags).toEqual(['winter']);
    const put = await demo.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...admin, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ name: 'Patched' }),
    });
    expect(put.statusCode).toBe(415);
    expect(describeError(put.body)).toBe(MERGE_PATCH_ONLY_FOR_PATCH);
  });

  it('answers the largest id a column holds with a 404', async () => {
    const response = await demo.app.inject({ url: '/api/sheets/2147483647', headers: admin });
    expect(response.statusCode).toBe(404);
  });

  it('refuses references beyond the id range with the field’s own message', async () => {
    for (const category of ['/api/categories/3000000000', 3_000_000_000, '/api/categories/02']) {
      const response = await demo.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: admin,
        payload: { name: 'Child', parent: category },
      });
      expect(response.statusCode, String(category)).toBe(400);
      expect(describeError(response.body)).toMatch(/^parent /);
    }
  });

  it('refuses versions beyond the column’s range', async () => {
    const response = await demo.app.inject({
      method: 'PUT',
      url: '/api/categories/1',
      headers: admin,
      payload: { name: 'Renamed', version: 3_000_000_000 },
    });
    expect(response.statusCode).toBe(400);
    expect(describeError(response.body)).toBe(
      'version must be the version you loaded, a whole number.',
    );
  });

  it('refuses NUL characters in a login, a query and a name with a message', async () => {
    const login = await demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'a\u0000', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(describeError(login.body)).toBe(
      'username contains a character that cannot be stored (a NUL or a broken Unicode character). Remove it and try again.',
    );
    const search = await demo.app.inject({ url: '/api/sheets?search=%00', headers: admin });
    expect(search.statusCode).toBe(400);
    expect(describeError(search.body)).toMatch(/^search contains a character/);
    const category = await demo.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin,
      payload: { name: 'Winter\u0000' },
    });
    expect(category.statusCode).toBe(400);
    expect(describeError(category.body)).toMatch(/^name contains a character/);
  });

  it('refuses NUL escapes and deep nesting inside sheet data, and saves nothing', async () => {
    const data = (text: string) =>
      JSON.stringify({ ci: 'bmw', elements: [{ id: 1, type: 'p', config: { name: 'T', text } }] });
    const escaped = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: admin,
      payload: { name: 'NUL', category: 1, data: data('a\u0000b') },
    });
    expect(escaped.statusCode).toBe(400);
    expect(describeError(escaped.body)).toMatch(/^elements\[0\]\.config\.text contains/);
    const deep = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: admin,
      payload: { name: 'Deep', category: 1, data: `{"ci":"bmw","x":${nested(100_000)}}` },
    });
    expect(deep.statusCode).toBe(400);
    expect(describeError(deep.body)).toBe(
      `data is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`,
    );
    expect(await countSheets()).toBe(sheetCount);
  });

  it('refuses a deeply nested body before parsing it', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: `{"sheet":${nested(500_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(describeError(response.body)).toBe(
      `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`,
    );
  });

  it('refuses a body that is not JSON with a sentence, not a parser’s message', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expect(describeError(response.body)).toBe('The request body is not valid JSON.');
  });

  it('refuses a body larger than the route takes by its Content-Length', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': '2000000000' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(413);
    expect(describeError(response.body)).toBe('The request is too large: at most 1 MB.');
  });

  it('refuses page numbers past any collection', async () => {
    const response = await demo.app.inject({ url: '/api/sheets?page=1e20', headers: admin });
    expect(response.statusCode).toBe(400);
    expect(describeError(response.body)).toBe('page must be a whole number from 1 to 1000000.');
  });
});
