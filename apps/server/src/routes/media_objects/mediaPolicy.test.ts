import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { multipart, transparentPng } from '../../test/uploadTesting.ts';
import { NOT_YOUR_IMAGE } from './mediaObjectWrites.ts';

const sheetData = (src: string) =>
  JSON.stringify({
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'img',
        config: {
          name: 'Photo',
          src: { contentUrl: src },
          style: { left: 0, top: 0, width: 100, height: 100 },
        },
      },
    ],
  });

/**
 * DESIGN.md's media rows: region admins rename, retag and delete only what they uploaded, and
 * a refusal never names a sheet the asking user may not see.
 */
describe.each(TEST_DATABASES)('who may change library images on $name', ({ name: database }) => {
  let demo: DemoApp;
  let admin: { authorization: string };
  let regionAdmin: { authorization: string };

  beforeAll(async () => {
    demo = await demoApp(database);
    admin = await demo.login('admin');
    regionAdmin = await demo.login('regionadmin.cz');
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function upload(headers: { authorization: string }, name: string) {
    const body = await multipart([{ name, bytes: await transparentPng() }]);
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/media_objects',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()['hydra:member'][0] as { id: number; contentUrl: string };
  }

  const patch = (headers: { authorization: string }, id: number, name: string) =>
    demo.app.inject({
      method: 'PATCH',
      url: `/api/media_objects/${id}`,
      headers,
      payload: { name },
    });

  it('lets a region admin rename their own upload but not an admin’s', async () => {
    const own = await upload(regionAdmin, 'cz promo.png');
    const adminsImage = await upload(admin, 'brand key visual.png');
    expect((await patch(regionAdmin, own.id, 'cz promo 2.png')).statusCode).toBe(200);
    const refused = await patch(regionAdmin, adminsImage.id, 'renamed.png');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()['hydra:description']).toBe(NOT_YOUR_IMAGE);
    const deleted = await demo.app.inject({
      method: 'DELETE',
      url: `/api/media_objects/${adminsImage.id}`,
      headers: regionAdmin,
    });
    expect(deleted.statusCode).toBe(403);
    const still = await demo.app.inject({
      url: `/api/media_objects/${adminsImage.id}`,
      headers: admin,
    });
    expect(still.json().name).toBe('brand key visual.png');
    // The admin keeps the whole library.
    expect((await patch(admin, own.id, 'cz promo (checked).png')).statusCode).toBe(200);
  });

  it('names only the sheets the region admin may see when their image is in use', async () => {
    const own = await upload(regionAdmin, 'shared photo.png');
    const master = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: admin,
      payload: {
        name: 'Unpublished launch sheet',
        category: 1,
        status: 'unlocked',
        data: sheetData(own.contentUrl),
      },
    });
    expect(master.statusCode, master.body).toBe(201);
    const copy = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: admin,
      payload: { master: master.json().id, region: 'pl' },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const url = `/api/media_objects/${own.id}`;

    // A region admin reads every released master (to copy it), but not the pl copy.
    const refused = await demo.app.inject({ method: 'DELETE', url, headers: regionAdmin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()['hydra:description']).toBe(
      'The image is used by: Unpublished launch sheet, and by sheets you cannot open.',
    );
    expect(refused.body).not.toContain('(pl)');

    const forAdmin = await demo.app.inject({ method: 'DELETE', url, headers: admin });
    expect(forAdmin.statusCode).toBe(409);
    expect(forAdmin.json()['hydra:description']).toBe(
      'The image is used by: Unpublished launch sheet, Unpublished launch sheet (pl).',
    );

    const czCopy = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: admin,
      payload: { master: master.json().id, region: 'cz' },
    });
    expect(czCopy.statusCode, czCopy.body).toBe(201);
    // Their own region's copy is named too; the pl copy stays unnamed.
    const partly = await demo.app.inject({ method: 'DELETE', url, headers: regionAdmin });
    expect(partly.json()['hydra:description']).toBe(
      'The image is used by: Unpublished launch sheet, Unpublished launch sheet (cz), and by sheets you cannot open.',
    );
  });
});
