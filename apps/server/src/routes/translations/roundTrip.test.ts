import { parseSheetData } from '@pms/sheet';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { sheetTexts } from '../../translations/texts.ts';
import { multipart } from '../imports/testSupport.ts';

/** Every mark of the rich-text subset, line breaks and two paragraphs. */
const EVERY_MARK =
  '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, m<sup>2</sup>, CO<sub>2</sub>, <strong><em>both</em></strong><br>next line</p><p>A <span data-size="xl">big</span> and <span style="color:#d40000">red</span> word</p>';

const text = (id: number, name: string, value: string, height = 120) => ({
  id,
  type: 'p',
  config: { name, text: value, style: { left: 40, top: 40 + id * 130, width: 300, height } },
});

describe.each(TEST_DATABASES)('translation files round trip on $name', ({ name: database }) => {
  let demo: DemoApp;
  let copyId = 0;
  const admin = () => demo.login('admin');
  const copy = async () =>
    (
      await demo.app.inject({ url: `/api/regional_sheets/${copyId}`, headers: await admin() })
    ).json();
  const texts = async () => sheetTexts(parseSheetData(JSON.parse((await copy()).data)));
  const download = async (format: string) =>
    demo.app.inject({
      url: `/api/regional_sheets/${copyId}/translations?format=${format}`,
      headers: await admin(),
    });
  const upload = async (bytes: Uint8Array | string) => {
    const body = multipart({}, { name: 'translation', type: 'application/octet-stream', bytes });
    return demo.app.inject({
      method: 'POST',
      url: `/api/regional_sheets/${copyId}/translations`,
      headers: { ...(await admin()), ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    demo = await demoApp(database);
    const data = {
      schemaVersion: 1,
      ci: 'bmw',
      elements: [text(1, 'Marks', EVERY_MARK), text(2, 'Short', '<p>Tyres</p>', 14)],
    };
    const master = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: await admin(),
      payload: { name: 'Marks', details: 'All of them', category: 1, data: JSON.stringify(data) },
    });
    expect(master.statusCode, master.body).toBe(201);
    const regional = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: await admin(),
      payload: { master: master.json().id, region: 'cz' },
    });
    copyId = regional.json().id;
  });

  afterAll(async () => {
    await demo?.close();
  });

  it('brings every mark back unchanged through XLSX and XLIFF', async () => {
    const before = await texts();
    expect(before[0]?.text).toBe(EVERY_MARK);
    for (const format of ['xlsx', 'xliff']) {
      const file = await download(format);
      const response = await upload(file.rawPayload);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().report).toMatchObject({ changed: 0, sheetFields: [] });
      expect(await texts()).toEqual(before);
    }
  });

  it('reads what a translator formats in Excel as the same marks, with name and details', async () => {
    const file = await download('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const rowOf = (key: string) => {
      let found = 0;
      sheet.eachRow((row, index) => {
        if (row.getCell(1).value === key) found = index;
      });
      return sheet.getRow(found);
    };
    rowOf('@sheet.name').getCell(5).value = 'Značky';
    rowOf('@sheet.details').getCell(5).value = 'Všechny';
    rowOf('Marks').getCell(5).value = {
      richText: [
        { text: 'Tučně', font: { bold: true } },
        { text: ', ' },
        { text: 'kurzíva', font: { italic: true } },
        { text: ', m' },
        { text: '2', font: { vertAlign: 'superscript' } },
        { text: ', CO' },
        { text: '2', font: { vertAlign: 'subscript' } },
        { text: '\ndalší řádek\n\nDruhý ' },
        { text: 'velký', font: { size: 16 } },
        { text: ' odstavec' },
      ],
    };
    // Far more than the 14 pt high box takes: the report says so.
    rowOf('Short').getCell(5).value = 'Pneumatiky '.repeat(40);
    const response = await upload(
      new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer),
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().report;
    expect(report.sheetFields).toEqual(['name', 'details']);
    expect(report.overflowing).toEqual([{ element: 'Short', page: 0, by: expect.any(Number) }]);
    const after = await copy();
    expect(after).toMatchObject({ name: 'Značky', details: 'Všechny' });
    const marks = (await texts())[0]?.text;
    expect(marks).toBe(
      '<p><strong>Tučně</strong>, <em>kurzíva</em>, m<sup>2</sup>, CO<sub>2</sub><br>další řádek</p><p>Druhý <span data-size="xl">velký</span> odstavec</p>',
    );
  });
});
