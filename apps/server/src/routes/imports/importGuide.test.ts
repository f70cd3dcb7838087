import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { CSV_TYPE, multipart, XLSX_TYPE } from '../../test/importSupport.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { tyreTemplateData } from '../../test/tyreTemplate.ts';

interface StoredElement {
  type: string;
  config: Record<string, unknown> & { name: string };
  variants: { variants: number[]; config: Record<string, unknown> }[];
}
interface StoredData {
  elements: StoredElement[];
  variants: { id: number; name: string; details: string }[];
}

describe.each(TEST_DATABASES)('import guides on $name', ({ name: database }) => {
  let demo: DemoApp;
  let templateId: number;

  const get = async (url: string, username = 'admin') =>
    demo.app.inject({ url, headers: await demo.login(username) });

  const importFile = async (file: { name: string; type: string; bytes: Uint8Array | string }) => {
    const body = multipart(
      { template: `/api/sheets/${templateId}`, category: '/api/categories/1', name: 'From sample' },
      file,
    );
    return demo.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...(await demo.login('admin')), ...body.headers },
      payload: body.payload,
    });
  };

  /** Each variant's tyre size and price as the stored sheet resolves them. */
  const perVariant = async (iri: string) => {
    const stored = JSON.parse((await get(iri)).json().data) as StoredData;
    const own = (name: string, id: number) =>
      stored.elements
        .find((e) => e.config.name === name)
        ?.variants.filter((entry) => entry.variants.includes(id))
        .map((entry) => entry.config);
    return stored.variants.map((v) => ({
      name: v.name,
      details: v.details,
      label: own('Tyre label', v.id)?.map(
        (c) => (c.tyre as { sizeDesignation: string }).sizeDesignation,
      ),
      price: own('Price', v.id)?.map((c) => c.text),
    }));
  };

  beforeAll(async () => {
    demo = await demoApp(database);
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: await demo.login('admin'),
      payload: {
        name: 'Winter wheels',
        category: 1,
        data: JSON.stringify(tyreTemplateData()),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    templateId = response.json().id;
  });

  afterAll(async () => {
    await demo?.close();
  });

  it('lists the columns the template takes and what no column fills', async () => {
    const response = await get(`/api/imports/templates/${templateId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      template: `/api/sheets/${templateId}`,
      columns: [
        { header: 'Variant group', kind: 'group' },
        { header: 'Variant name', kind: 'variant' },
        { header: 'Variant details', kind: 'details' },
        { header: 'Headline', kind: 'element', type: 'p', page: 0 },
        { header: 'Price', kind: 'element', type: 'p', page: 0 },
        { header: 'Features', kind: 'element', type: 'ul', page: 0 },
        { header: 'Photo', kind: 'element', type: 'img', page: 0 },
        { header: 'Icons', kind: 'element', type: 'icons', page: 0 },
        { header: 'Footer', kind: 'element', type: 'p', page: 1 },
      ],
      groups: [{ name: 'Tyre size', page: 0, variants: ['17 inch', '18 inch'] }],
      notImportable: ['Tyre label'],
    });
  });

  it('offers a CSV sample with one row per variant that imports back as the template', async () => {
    const response = await get(`/api/imports/templates/${templateId}/sample.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="Winter wheels import sample.csv"',
    );
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFVariant group;Variant name;Variant details;Headline;Price;Features;Photo;Icons;Footer',
      'Tyre size;17 inch;225/50 R17;<strong>Winter</strong> wheels;€ 999;"Rims\nTyres";;"Star-marked\nRun-flat";',
      'Tyre size;18 inch;225/45 R18;<strong>Winter</strong> wheels;€ 1,199;"Rims\nTyres";;"Star-marked\nRun-flat";',
      '',
    ]);
    const imported = await importFile({
      name: 'sample.csv',
      type: CSV_TYPE,
      bytes: response.rawPayload,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().report.warnings).toEqual([]);
    expect(await perVariant(imported.json().sheet['@id'])).toEqual([
      { name: '17 inch', details: '225/50 R17', label: ['225/50 R17 94V'], price: ['€ 999'] },
      { name: '18 inch', details: '225/45 R18', label: ['225/45 R18 95Y'], price: ['€ 1,199'] },
    ]);
  });

  it('offers the same sample as XLSX', async () => {
    const response = await get(`/api/imports/templates/${templateId}/sample.xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    const imported = await importFile({
      name: 'sample.xlsx',
      type: XLSX_TYPE,
      bytes: response.rawPayload,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().report).toMatchObject({
      kind: 'variants',
      rows: 2,
      elementsChanged: ['Headline', 'Price', 'Features', 'Icons'],
    });
    expect((await perVariant(imported.json().sheet['@id'])).map((v) => v.label)).toEqual([
      ['225/50 R17 94V'],
      ['225/45 R18 95Y'],
    ]);
  });

  it('suggests the template’s name for a misspelt column', async () => {
    const refused = await importFile({ name: 'a.csv', type: CSV_TYPE, bytes: 'Prcie\n€ 5\n' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()['hydra:description']).toBe(
      'The element "Prcie" specified as a target was not found in the template. Import canceled. Did you mean "Price"? A column’s header is the name of an element of the template, written exactly.',
    );
  });

  it('answers admins only, and 404 for a missing template', async () => {
    for (const username of ['regionadmin.cz', 'dealer.cz']) {
      for (const path of ['', '/sample.csv', '/sample.xlsx']) {
        const refused = await get(`/api/imports/templates/${templateId}${path}`, username);
        expect(refused.statusCode).toBe(403);
      }
    }
    expect((await get('/api/imports/templates/999999')).statusCode).toBe(404);
    expect((await get('/api/imports/templates/999999/sample.csv')).statusCode).toBe(404);
  });
});
