import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_CYCLE, CATEGORY_IN_USE, STALE_CATEGORY } from '../../commands/categoryWrites.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { NAME_REQUIRED, NOT_ALLOWED_CATEGORIES } from './categories.ts';

interface CategoryBody {
  '@id': string;
  '@type': string;
  id: number;
  name: string;
  parent: string | null;
  children: string[];
  sheets: string[];
  version: number;
}

describe.each(TEST_DATABASES)('categories on $name', ({ name: database }) => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp(database);
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function call(
    username: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const headers = username ? await demo.login(username) : {};
    return demo.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }

  async function all(username: string): Promise<CategoryBody[]> {
    const response = await call(username, 'GET', '/api/categories?itemsPerPage=100');
    expect(response.statusCode).toBe(200);
    return response.json()['hydra:member'];
  }

  async function named(name: string, username = 'admin'): Promise<CategoryBody> {
    const found = (await all(username)).find((category) => category.name === name);
    if (!found) throw new Error(`no category ${name}`);
    return found;
  }

  async function sheetIri(name: string): Promise<string> {
    const response = await call('admin', 'GET', '/api/sheets?itemsPerPage=100');
    const sheet = response
      .json()
      ['hydra:member'].find((candidate: { name: string }) => candidate.name === name);
    if (!sheet) throw new Error(`no sheet ${name}`);
    return sheet['@id'];
  }

  it('needs a login', async () => {
    const response = await call(null, 'GET', '/api/categories');
    expect(response.statusCode).toBe(401);
    expect(response.json()['hydra:description']).toBe('Please log in to continue.');
  });

  it('lists the tree by id with parents and children as IRIs', async () => {
    const response = await call('dealer.cz', 'GET', '/api/categories?itemsPerPage=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body['@context']).toBe('/api/contexts/Category');
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['hydra:totalItems']).toBe(16);
    expect(body['hydra:view']['hydra:next']).toBe(
      '/api/categories?order[id]=asc&itemsPerPage=5&page=2',
    );
    const [bmw, series1] = body['hydra:member'] as CategoryBody[];
    expect(bmw).toMatchObject({
      '@id': `/api/categories/${bmw?.id}`,
      '@type': 'Category',
      name: 'BMW',
      parent: null,
      sheets: [],
    });
    expect(bmw?.children).toHaveLength(6);
    expect(bmw?.children[0]).toBe(`/api/categories/${series1?.id}`);
    expect(series1).toMatchObject({ name: 'BMW 1 Series', parent: bmw?.['@id'], children: [] });
  });

  it('names only the sheets each user may read', async () => {
    const summer = await sheetIri('BMW X5 – summer complete wheels');
    // The X5 sheet's cz copy is locked: a dealer does not see it, their region admin does.
    expect((await named('BMW X5', 'admin')).sheets).toEqual([summer]);
    expect((await named('BMW X5', 'regionadmin.cz')).sheets).toEqual([summer]);
    expect((await named('BMW X5', 'dealer.cz')).sheets).toEqual([]);
    const series3 = await named('BMW 3 Series', 'dealer.cz');
    expect(series3.sheets).toEqual([
      await sheetIri('Reference offer sheet'),
      await sheetIri('BMW 3 Series – complete winter wheels'),
    ]);
    const item = await call('dealer.cz', 'GET', series3['@id']);
    expect(item.statusCode).toBe(200);
    expect(item.json()).toMatchObject({
      '@context': '/api/contexts/Category',
      '@id': series3['@id'],
      sheets: series3.sheets,
    });
  });

  it('answers an unknown category with a 404', async () => {
    const response = await call('admin', 'GET', '/api/categories/9999');
    expect(response.statusCode).toBe(404);
    expect(response.json()['hydra:description']).toBe('The category was not found.');
  });

  it.each(['dealer.cz', 'regionadmin.cz'])('refuses every change by %s', async (username) => {
    const bmw = await named('BMW');
    for (const [method, url, payload] of [
      ['POST', '/api/categories', { name: 'Nope' }],
      ['PUT', bmw['@id'], { name: 'Nope', version: bmw.version }],
      ['DELETE', bmw['@id'], undefined],
    ] as const) {
      const response = await call(username, method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()['hydra:description']).toBe(NOT_ALLOWED_CATEGORIES);
    }
    expect((await call(null, 'POST', '/api/categories', { name: 'Nope' })).statusCode).toBe(401);
  });

  it('creates a category with a trimmed name under a parent given by IRI or id', async () => {
    const seasons = await named('Seasons');
    const response = await call('admin', 'POST', '/api/categories', {
      name: '  Autumn  ',
      parent: seasons['@id'],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(response.headers.location).toBe(`/api/categories/${created.id}`);
    expect(created).toMatchObject({
      '@context': '/api/contexts/Category',
      '@id': `/api/categories/${created.id}`,
      '@type': 'Category',
      name: 'Autumn',
      parent: seasons['@id'],
      children: [],
      sheets: [],
      version: 1,
    });
    expect((await named('Seasons')).children).toContain(created['@id']);

    const byId = await call('admin', 'POST', '/api/categories', { name: 'Top', parent: null });
    expect(byId.statusCode).toBe(201);
    const child = await call('admin', 'POST', '/api/categories', {
      name: 'Child',
      parent: byId.json().id,
    });
    expect(child.json().parent).toBe(byId.json()['@id']);
  });

  it('says what is wrong with a new category', async () => {
    for (const [payload, message] of [
      [{}, NAME_REQUIRED],
      [{ name: '   ' }, NAME_REQUIRED],
      [
        { name: 'X', parent: '/api/categories/9999' },
        'The category /api/categories/9999 does not exist.',
      ],
      [
        { name: 'X', parent: '/api/sheets/1' },
        'parent must be a category such as /api/categories/3, or null for the top.',
      ],
    ] as const) {
      const response = await call('admin', 'POST', '/api/categories', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()['hydra:description']).toBe(message);
    }
  });

  it('renames and moves with the loaded version, and refuses a stale one', async () => {
    const created = (await call('admin', 'POST', '/api/categories', { name: 'Draft' })).json();
    const other = await named('Other');
    const missing = await call('admin', 'PUT', created['@id'], { name: 'Renamed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()['hydra:description']).toBe(
      'version is required: send the version of the category you loaded.',
    );
    const saved = await call('admin', 'PUT', created['@id'], {
      name: 'Renamed',
      parent: other['@id'],
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Renamed', parent: other['@id'], version: 2 });
    const stale = await call('admin', 'PUT', created['@id'], { name: 'Lost', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()['hydra:description']).toBe(STALE_CATEGORY);
    expect((await call('admin', 'GET', created['@id'])).json().name).toBe('Renamed');
  });

  it('refuses to move a category into itself or below itself', async () => {
    const bmw = await named('BMW');
    const series5 = await named('BMW 5 Series');
    const grandchild = (
      await call('admin', 'POST', '/api/categories', { name: 'Touring', parent: series5['@id'] })
    ).json();
    for (const parent of [bmw['@id'], series5['@id'], grandchild['@id']]) {
      const response = await call('admin', 'PUT', bmw['@id'], { parent, version: bmw.version });
      expect(response.statusCode).toBe(400);
      expect(response.json()['hydra:description']).toBe(CATEGORY_CYCLE);
    }
    expect((await named('BMW')).parent).toBeNull();
  });

  it('deletes an empty category and refuses one that still holds sheets or categories', async () => {
    for (const name of ['MINI', 'MINI Cooper']) {
      const response = await call('admin', 'DELETE', (await named(name))['@id']);
      expect(response.statusCode).toBe(409);
      expect(response.json()['hydra:description']).toBe(CATEGORY_IN_USE);
    }
    const empty = (await call('admin', 'POST', '/api/categories', { name: 'Empty' })).json();
    const deleted = await call('admin', 'DELETE', empty['@id']);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('admin', 'GET', empty['@id'])).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', empty['@id'])).statusCode).toBe(404);
  });
});
