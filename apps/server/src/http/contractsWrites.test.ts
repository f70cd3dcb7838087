import {
  DealerValuesAnswer,
  ExportRecordCollection,
  MasterChangesAnswer,
  SheetImportAnswer,
  TranslationImportAnswer,
} from '@pms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { CSV_TYPE, multipart, templateData } from '../test/importSupport.ts';
import { TEST_DATABASES } from '../test/testApp.ts';

/**
 * The answers whose inner shapes the contracts once left open (`z.unknown()`): the import
 * report, a master's changes, the translation report with what overflows, saved and exported
 * dealer values. Each real answer, made to carry those shapes filled, parses exactly with its
 * contract: an inner field the server adds or drops fails (the inner shapes are strict).
 */
function expectContract(schema: z.ZodType, body: unknown, what: string) {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${what} breaks its contract: ${JSON.stringify(result.error.issues)}`);
  }
  expect(result.data, what).toEqual(body);
}

interface Data {
  elements: { config: { name: string; style: { top: number } } }[];
}

describe.each(TEST_DATABASES)('written answers keep their exact contracts on $name', ({ name }) => {
  let demo: DemoApp;
  let admin: { authorization: string };
  let masterIri = '';
  let copyIri = '';

  beforeAll(async () => {
    demo = await demoApp(name);
    admin = await demo.login('admin');
    const master = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: admin,
      payload: {
        name: 'Contract master',
        category: 1,
        status: 'unlocked',
        data: JSON.stringify(templateData()),
      },
    });
    expect(master.statusCode, master.body).toBe(201);
    masterIri = master.json()['@id'];
    const copy = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: admin,
      payload: { master: masterIri, region: 'cz', name: 'Kontrakt' },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    copyIri = copy.json()['@id'];
  });

  afterAll(async () => {
    await demo?.close();
  });

  it('keeps them for an import, dry run and real', async () => {
    const csv = 'Headline;Price\r\nWinter deals;€ 1,000,000 and a long tail of words\r\n';
    for (const [sheetName, status] of [
      ['test', 200],
      ['Contract import', 201],
    ] as const) {
      const body = multipart(
        { template: masterIri, category: '/api/categories/1', name: sheetName },
        { name: 'deals.csv', type: CSV_TYPE, bytes: csv },
      );
      const response = await demo.app.inject({
        method: 'POST',
        url: '/api/imports',
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().report.elementsChanged.length).toBeGreaterThan(0);
      expectContract(SheetImportAnswer, response.json(), `POST /api/imports (${sheetName})`);
    }
  });

  it('keeps them for a translation import with a text that overflows', async () => {
    const file = await demo.app.inject({
      url: `${copyIri}/translations?format=xliff`,
      headers: admin,
    });
    expect(file.statusCode).toBe(200);
    // The price's box is 16 points high: a long translation cannot fit.
    const translated = file.body.replace(
      /(<target[^>]*>)€ 999/,
      `$1${'Cena na vyžádání u prodejce '.repeat(8)}`,
    );
    expect(translated).not.toBe(file.body);
    const body = multipart(
      {},
      { name: 'translation', type: 'application/octet-stream', bytes: translated },
    );
    const response = await demo.app.inject({
      method: 'POST',
      url: `${copyIri}/translations`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report.overflowing.length).toBeGreaterThan(0);
    expectContract(TranslationImportAnswer, response.json(), 'POST …/translations');
  });

  it("keeps them for a master's changes", async () => {
    const master = (await demo.app.inject({ url: masterIri, headers: admin })).json();
    const data = JSON.parse(master.data) as Data;
    const first = data.elements[0];
    if (!first) throw new Error('the template has elements');
    first.config.style.top += 10;
    const saved = await demo.app.inject({
      method: 'PUT',
      url: masterIri,
      headers: admin,
      payload: { version: master.version, data: JSON.stringify(data) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const changes = await demo.app.inject({ url: `${copyIri}/master_changes`, headers: admin });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().changes).toContainEqual({
      kind: 'moved',
      element: first.config.name,
      page: 0,
    });
    expectContract(MasterChangesAnswer, changes.json(), 'GET …/master_changes');
  });

  it('keeps them for saved dealer values and an export with them', async () => {
    const sheets = (
      await demo.app.inject({ url: '/api/sheets?itemsPerPage=100', headers: admin })
    ).json()['hydra:member'] as {
      name: string;
      regionalSheets: { '@id': string; region: string }[];
    }[];
    const reference = sheets.find((sheet) => sheet.name === 'Reference offer sheet');
    const copy = reference?.regionalSheets.find((c) => c.region === 'cz')?.['@id'] ?? '';
    const dealer = await demo.login('dealer.cz');
    const values = { 'Dealer contact': { text: '<p>Autohaus Praha, Vinohradská 1</p>' } };
    const saved = await demo.app.inject({
      method: 'PUT',
      url: `${copy}/dealer_values`,
      headers: dealer,
      payload: { version: 0, values, selection: { 0: { 1: 2 } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values).toEqual(values);
    expectContract(DealerValuesAnswer, saved.json(), 'PUT …/dealer_values');

    const exported = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: dealer,
      payload: { sheet: copy, format: 'pdf', pdf: 'screen', dealerValues: values },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const history = (await demo.app.inject({ url: '/api/export_records', headers: dealer })).json();
    expect(history['hydra:member'][0]?.dealerValues).toEqual(values);
    expectContract(ExportRecordCollection, history, 'GET /api/export_records');
  });
});
