import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { CSV_TYPE, multipart, templateData, XLSX_TYPE, xlsxOf } from '../../test/importSupport.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';

interface StoredElement {
  id: number;
  type: string;
  config: Record<string, unknown> & { name: string };
  variants: { variants: number[]; config: Record<string, unknown> }[];
}
interface StoredData {
  elements: StoredElement[];
  variants: { id: number; name: string; details: string; group: number }[];
  variant_groups: { id: number; name: string }[];
  additional_pages: { elements: StoredElement[]; variants: unknown[] }[];
}

describe.each(TEST_DATABASES)('POST /api/imports on $name', ({ name: database }) => {
  let demo: DemoApp;
  let templateIri: string;

  const countSheets = async () =>
    (await demo.app.inject({ url: '/api/sheets', headers: await demo.login('admin') })).json()[
      'hydra:totalItems'
    ] as number;

  const importFile = async (
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Uint8Array | string },
    username = 'admin',
  ) => {
    const body = multipart(
      { template: templateIri, category: '/api/categories/1', ...fields },
      file,
    );
    return demo.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...(await demo.login(username)), ...body.headers },
      payload: body.payload,
    });
  };

  const storedData = async (iri: string): Promise<StoredData> => {
    const response = await demo.app.inject({ url: iri, headers: await demo.login('admin') });
    return JSON.parse(response.json().data) as StoredData;
  };
  const element = (data: { elements: StoredElement[] }, name: string) =>
    data.elements.find((e) => e.config.name === name) as StoredElement;

  beforeAll(async () => {
    demo = await demoApp(database);
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: await demo.login('admin'),
      payload: { name: 'Import template', category: 1, data: JSON.stringify(templateData()) },
    });
    expect(response.statusCode, response.body).toBe(201);
    templateIri = response.json()['@id'];
  });

  afterAll(async () => {
    await demo?.close();
  });

  it('imports a single sheet from a European CSV (BOM, semicolons, a quoted line break)', async () => {
    const csv =
      '\uFEFFHeadline;Features;Photo;Photo.url;Icons\r\n' +
      'Sommerräder & mehr;"Felgen\nReifen\nMontage";/media/abc.jpg;https://example.com;Stern\r\n';
    const response = await importFile(
      { name: 'Summer import' },
      { name: 'summer.csv', type: CSV_TYPE, bytes: csv },
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.report).toMatchObject({
      kind: 'single',
      rows: 1,
      elementsChanged: ['Headline', 'Features', 'Photo', 'Icons'],
      variants: [],
    });
    expect(response.headers.location).toBe(body.sheet['@id']);
    expect(body.sheet).toMatchObject({ name: 'Summer import', status: 'locked' });
    const data = await storedData(body.sheet['@id']);
    expect(element(data, 'Headline').config.text).toBe('Sommerräder &amp; mehr');
    expect(element(data, 'Features').config.items).toEqual(['Felgen', 'Reifen', 'Montage']);
    expect(element(data, 'Photo').config).toMatchObject({
      src: { contentUrl: '/media/abc.jpg' },
      url: 'https://example.com',
    });
    expect(element(data, 'Icons').config.lines).toEqual([
      { feature: 'star', text: 'Stern' },
      { feature: 'rsc', text: 'Run-flat' },
    ]);
    // A single-sheet import has no variants (SPEC section 7), on any page.
    expect(data.variants).toEqual([]);
    expect(data.variant_groups).toEqual([]);
    expect(data.elements.every((e) => e.variants.length === 0)).toBe(true);
    // Untouched elements keep the template's content.
    expect(element(data, 'Price').config.text).toBe('€ 999');
    expect(data.additional_pages[0]?.elements[0]?.config.text).toBe('Prices incl. <em>VAT</em>');
  });

  it('imports a single sheet from XLSX, keeping bold set in Excel and sanitizing tags', async () => {
    const bytes = await xlsxOf([
      ['Headline', 'Footer'],
      [
        { richText: [{ text: 'Winter ', font: { bold: true } }, { text: 'deals' }] },
        'Prices <script>alert(1)</script>incl. <b>VAT</b>',
      ],
    ]);
    const response = await importFile(
      { name: 'Winter import' },
      { name: 'winter.xlsx', type: XLSX_TYPE, bytes },
    );
    expect(response.statusCode, response.body).toBe(201);
    const data = await storedData(response.json().sheet['@id']);
    expect(element(data, 'Headline').config.text).toBe('<strong>Winter </strong>deals');
    expect(data.additional_pages[0]?.elements[0]?.config.text).toBe(
      'Prices incl. <strong>VAT</strong>',
    );
  });

  it('imports a sheet whose variants are the rows of a CSV file', async () => {
    const csv = [
      'Variant group,Variant name,Variant details,Price,Headline',
      'Tyre size,16 inch,205/55 R16,€ 799,',
      'Tyre size,17 inch,225/50 R17,"€ 899",Big <em>wheels</em>',
      'Tyre size,18 inch,225/45 R18,€ 999,',
    ].join('\n');
    const response = await importFile(
      { name: 'Variants import' },
      { name: 'variants.csv', type: CSV_TYPE, bytes: csv },
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.report.kind).toBe('variants');
    expect(body.report.variants).toEqual([
      { page: 0, group: 'Tyre size', name: '16 inch', details: '205/55 R16' },
      { page: 0, group: 'Tyre size', name: '17 inch', details: '225/50 R17' },
      { page: 0, group: 'Tyre size', name: '18 inch', details: '225/45 R18' },
    ]);
    const data = await storedData(body.sheet['@id']);
    expect(data.variant_groups).toEqual([{ id: 1, name: 'Tyre size' }]);
    expect(data.variants.map((v) => [v.name, v.details, v.group])).toEqual([
      ['16 inch', '205/55 R16', 1],
      ['17 inch', '225/50 R17', 1],
      ['18 inch', '225/45 R18', 1],
    ]);
    const id = (name: string) => data.variants.find((v) => v.name === name)?.id;
    // The template's own variants and their entries made way for the rows.
    expect(element(data, 'Price').variants.map((e) => [e.variants, e.config.text])).toEqual([
      [[id('16 inch')], '€ 799'],
      [[id('17 inch')], '€ 899'],
      [[id('18 inch')], '€ 999'],
    ]);
    expect(element(data, 'Headline').variants.map((e) => [e.variants, e.config.text])).toEqual([
      [[id('17 inch')], 'Big <em>wheels</em>'],
    ]);
    expect(element(data, 'Headline').config.text).toBe('<strong>Winter</strong> wheels');
  });

  it('imports variants from XLSX, with a base row for the sheet itself', async () => {
    const bytes = await xlsxOf([
      ['Variant group', 'Variant name', 'Headline', 'Features'],
      ['', '', 'All-season wheels', ''],
      ['Tyre size', '19 inch', '', 'Rims\nTyres\nSensors'],
      ['Tyre size', '20 inch', '', 'Rims'],
    ]);
    const response = await importFile(
      { name: 'XLSX variants' },
      { name: 'variants.xlsx', type: XLSX_TYPE, bytes },
    );
    expect(response.statusCode, response.body).toBe(201);
    const data = await storedData(response.json().sheet['@id']);
    expect(element(data, 'Headline').config.text).toBe('All-season wheels');
    expect(data.variants.map((v) => v.name)).toEqual(['19 inch', '20 inch']);
    expect(element(data, 'Features').variants.map((e) => e.config.items)).toEqual([
      ['Rims', 'Tyres', 'Sensors'],
      ['Rims'],
    ]);
    expect(element(data, 'Price').variants).toEqual([]);
  });

  it('refuses an unknown target element with SPEC’s message and saves nothing', async () => {
    const before = await countSheets();
    const response = await importFile(
      { name: 'Broken' },
      { name: 'bad.csv', type: CSV_TYPE, bytes: 'Headline;Slogan\nA;B\n' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()['hydra:description']).toBe(
      'The element "Slogan" specified as a target was not found in the template. Import canceled.',
    );
    expect(await countSheets()).toBe(before);
  });

  it('refuses an unknown group with SPEC’s message and saves nothing', async () => {
    const before = await countSheets();
    const bytes = await xlsxOf([
      ['Variant group', 'Variant name', 'Price'],
      ['Tyre size', '17 inch', '€ 1'],
      ['Rim colour', 'Black', '€ 2'],
    ]);
    const response = await importFile(
      { name: 'Broken' },
      { name: 'bad.xlsx', type: XLSX_TYPE, bytes },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()['hydra:description']).toBe(
      'The group "Rim colour" was not found in the template. Import canceled.',
    );
    expect(await countSheets()).toBe(before);
  });

  it('runs a dry run for the name "test": the report and an overflow warning, nothing saved', async () => {
    const before = await countSheets();
    const csv =
      'Headline;Price\nNew headline;Only this winter: the best price in the whole region\n';
    const response = await importFile(
      { name: 'test' },
      { name: 'dry.csv', type: CSV_TYPE, bytes: csv },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.dryRun).toBe(true);
    expect(body.sheet).toBeUndefined();
    expect(body.report.elementsChanged).toEqual(['Headline', 'Price']);
    expect(body.report.warnings).toEqual([
      expect.stringMatching(/^The text of "Price" would overflow its box by \d+ pt\.$/),
    ]);
    expect(body.message).toMatch(
      /^TEST Import, sheet not saved\. Result: one sheet without variants; 2 elements changed \(Headline, Price\); 1 warnings: /,
    );
    expect(await countSheets()).toBe(before);
  });

  it('refuses non-admins, a missing file, a missing name and a request that is not a form', async () => {
    const csv = { name: 'a.csv', type: CSV_TYPE, bytes: 'Headline\nX\n' };
    for (const username of ['regionadmin.cz', 'dealer.cz']) {
      const refused = await importFile({ name: 'Nope' }, csv, username);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()['hydra:description']).toBe(
        'You are not allowed to create a new document.',
      );
    }
    const noFile = await importFile({ name: 'No file' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()['hydra:description']).toBe('Please choose a CSV or XLSX file to import.');
    const noName = await importFile({ name: ' ' }, csv);
    expect(noName.statusCode).toBe(400);
    expect(noName.json()['hydra:description']).toBe("Please enter 'Name' under 'Settings'.");
    const noCategory = await importFile({ name: 'X', category: '' }, csv);
    expect(noCategory.json()['hydra:description']).toBe(
      "Please enter 'Category' under 'Settings'.",
    );
    const json = await demo.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: await demo.login('admin'),
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const tyre = await importFile(
      { name: 'Several base rows' },
      { name: 'b.csv', type: CSV_TYPE, bytes: 'Headline\nA\nB\n' },
    );
    expect(tyre.statusCode).toBe(400);
    expect(tyre.json()['hydra:description']).toMatch(/no variant group column/);
  });
});
