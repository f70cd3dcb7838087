import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION } from '../../commands/sheetWrites.ts';
import { NOT_ALLOWED_CREATE } from '../../policies/sheetVisibility.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';

const minimalData = (ci = 'bmw') =>
  JSON.stringify({
    schemaVersion: 1,
    ci,
    sticky: false,
    elements: [
      {
        id: 1,
        type: 'p',
        variants: [],
        config: {
          name: 'Headline',
          dealerEditable: false,
          text: '<p>Winter <strong>offer</strong><script>alert(1)</script></p>',
          style: { position: 'absolute', left: 40, top: 40, width: 300, height: 60 },
        },
      },
    ],
    variants: [{ id: 1, name: 'Quattro size', details: '245/40 R19', group: 1 }],
    variant_groups: [{ id: 1, name: 'Tyre size' }],
    additional_pages: [],
    connected_groups: [],
  });

describe.each(TEST_DATABASES)('saving master sheets on $name', ({ name: database }) => {
  let demo: DemoApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    demo = await demoApp(database);
    admin = await demo.login('admin');
  });

  afterAll(async () => {
    await demo?.close();
  });

  const create = (payload: Record<string, unknown>, headers = admin) =>
    demo.app.inject({ method: 'POST', url: '/api/sheets', headers, payload });
  /** Restores revision `revision` of a sheet now at `version` (restoring is itself a save). */
  const restore = (sheet: string, revision: number, version: number) =>
    demo.app.inject({
      method: 'POST',
      url: `${sheet}/revisions/${revision}/restore`,
      headers: admin,
      payload: { version },
    });

  it('creates a locked sheet with 201, a Location and sanitized data', async () => {
    const response = await create({
      name: '  Winter offer  ',
      details: 'Complete wheels',
      category: '/api/categories/2',
      data: minimalData(),
      id: null,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(response.headers.location).toBe(body['@id']);
    expect(body).toMatchObject({
      '@type': 'Sheet',
      name: 'Winter offer',
      status: 'locked',
      version: 1,
    });
    expect(body.category).toBe('/api/categories/2');
    const data = JSON.parse(body.data);
    expect(data.elements[0].config.text).toBe('<p>Winter <strong>offer</strong></p>');
    const fetched = await demo.app.inject({ url: body['@id'], headers: admin });
    expect(JSON.parse(fetched.json().data)).toEqual(data);
  });

  it.each([
    [{ category: 2, data: minimalData() }, "Please enter 'Name' under 'Settings'."],
    [{ name: 'x', data: minimalData() }, "Please enter 'Category' under 'Settings'."],
    [{ name: 'x', category: 2, data: minimalData('') }, "Please enter 'CI' under 'Settings'."],
  ])('refuses a save without a setting: %j', async (payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()['hydra:description']).toBe(message);
  });

  it('names the path of invalid sheet data and stores nothing', async () => {
    const before = (await demo.app.inject({ url: '/api/sheets', headers: admin })).json()[
      'hydra:totalItems'
    ];
    const data = JSON.parse(minimalData());
    data.elements[0].config.style.width = 'wide';
    const response = await create({ name: 'Broken', category: 2, data: JSON.stringify(data) });
    expect(response.statusCode).toBe(400);
    expect(response.json()['hydra:description']).toContain('elements[0].config.style.width');
    const after = (await demo.app.inject({ url: '/api/sheets', headers: admin })).json()[
      'hydra:totalItems'
    ];
    expect(after).toBe(before);
  });

  it('refuses an unknown category', async () => {
    const response = await create({ name: 'x', category: 999, data: minimalData() });
    expect(response.statusCode).toBe(400);
    expect(response.json()['hydra:description']).toBe(
      'The category /api/categories/999 does not exist.',
    );
  });

  it('lets only admins create, with SPEC’s refusal', async () => {
    const dealer = await demo.login('dealer.cz');
    const refused = await create({ name: 'x', category: 2, data: minimalData() }, dealer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()['hydra:description']).toBe(NOT_ALLOWED_CREATE);
    const anonymous = await demo.app.inject({ method: 'POST', url: '/api/sheets', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves with the loaded version, refuses a stale one and keeps every revision', async () => {
    const created = (await create({ name: 'Versioned', category: 2, data: minimalData() })).json();
    const put = (payload: Record<string, unknown>) =>
      demo.app.inject({ method: 'PUT', url: created['@id'], headers: admin, payload });

    const first = await put({ name: 'Versioned 2', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Versioned 2', version: 2 });

    const stale = await put({ name: 'Lost update', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()['hydra:description']).toBe(STALE_VERSION);
    const current = (await demo.app.inject({ url: created['@id'], headers: admin })).json();
    expect(current).toMatchObject({ name: 'Versioned 2', version: 2 });

    const missingVersion = await put({ name: 'No version' });
    expect(missingVersion.statusCode).toBe(400);

    const toggled = await put({ status: 'unlocked', version: 2 });
    expect(toggled.json()).toMatchObject({ status: 'unlocked', version: 3, name: 'Versioned 2' });

    const history = (
      await demo.app.inject({ url: `${created['@id']}/revisions`, headers: admin })
    ).json();
    expect(
      history['hydra:member'].map((revision: { version: number }) => revision.version),
    ).toEqual([3, 2, 1]);
    expect(history['hydra:member'][0].createdBy).toBe('admin');

    const restored = await restore(created['@id'], 1, 3);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ name: 'Versioned', status: 'locked', version: 4 });
  });

  it('keeps what a save wrote as its revision, and a refused save writes nothing', async () => {
    const created = (await create({ name: 'Kept', category: 2, data: minimalData() })).json();
    const put = (payload: Record<string, unknown>, url = created['@id']) =>
      demo.app.inject({ method: 'PUT', url, headers: admin, payload });
    const category = (
      await demo.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: admin,
        payload: { name: 'Kept category', parent: null },
      })
    ).json()['@id'];
    const changed = JSON.parse(minimalData());
    changed.elements[0].config.text = '<p>Spring offer</p>';
    const saved = await put({
      name: 'Kept 2',
      category,
      data: JSON.stringify(changed),
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    const savedData = saved.json().data;
    expect(JSON.parse(savedData).elements[0].config.text).toBe('<p>Spring offer</p>');

    const unknownCategory = await put({ name: 'Nowhere', category: 999, version: 2 });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()['hydra:description']).toBe(
      'The category /api/categories/999 does not exist.',
    );
    const staleWithData = await put({ name: 'Stale', data: minimalData(), version: 1 });
    expect(staleWithData.statusCode).toBe(409);
    expect(staleWithData.json()['hydra:description']).toBe(STALE_VERSION);
    for (const payload of [
      { name: 'Gone', version: 1 },
      { data: minimalData(), version: 1 },
    ]) {
      const missing = await put(payload, '/api/sheets/99999');
      expect(missing.statusCode).toBe(404);
    }
    const history = (
      await demo.app.inject({ url: `${created['@id']}/revisions`, headers: admin })
    ).json();
    expect(history['hydra:member'].map((r: { version: number }) => r.version)).toEqual([2, 1]);

    await put({ name: 'Renamed', data: minimalData(), version: 2 });
    const restored = await restore(created['@id'], 2, 3);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ name: 'Kept 2', category, version: 4 });
    expect(restored.json().data).toBe(savedData);
  });

  it('clones as a POST with " (Copy)" and status locked', async () => {
    const original = (await demo.app.inject({ url: '/api/sheets/1', headers: admin })).json();
    const clone = await create({
      name: `${original.name} (Copy)`,
      details: original.details,
      status: 'locked',
      category: original.category,
      data: original.data,
      id: null,
    });
    expect(clone.statusCode).toBe(201);
    expect(clone.json()).toMatchObject({ name: 'Reference offer sheet (Copy)', status: 'locked' });
    expect(JSON.parse(clone.json().data)).toEqual(JSON.parse(original.data));
  });

  it('finds sheets by variant names and details', async () => {
    const search = async (term: string) =>
      (
        await demo.app.inject({
          url: `/api/sheets?search=${encodeURIComponent(term)}`,
          headers: admin,
        })
      )
        .json()
        ['hydra:member'].map((sheet: { name: string }) => sheet.name);
    expect(await search('19 inch')).toEqual(['BMW 3 Series – complete winter wheels']);
    expect(await search('315/30 R21')).toEqual(['BMW X5 – summer complete wheels']);
    expect(await search('storage')).toEqual(['Winter tyre storage']);
    expect(await search('100%')).toEqual([]);
  });

  it('deletes with 204 for admins only', async () => {
    const created = (await create({ name: 'Doomed', category: 2, data: minimalData() })).json();
    const dealer = await demo.login('dealer.cz');
    const refused = await demo.app.inject({
      method: 'DELETE',
      url: created['@id'],
      headers: dealer,
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await demo.app.inject({
      method: 'DELETE',
      url: created['@id'],
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await demo.app.inject({ url: created['@id'], headers: admin })).statusCode).toBe(404);
  });
});
