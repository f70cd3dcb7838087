import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CELL_CHARACTERS, MAX_ROWS } from '../../imports/limits.ts';
import { xliffNested, xliffWithUnits, xlsxWithRows } from '../../test/attackPayloads.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { MAX_TRANSLATION_UNITS, MAX_XML_DEPTH } from '../../translations/limits.ts';
import { multipart, templateData } from './testSupport.ts';

const csv = (rows: string[]) => `Headline;Price\n${rows.join('\n')}\n`;

/**
 * Every limit of data-merge imports and translation files (README "Limits"): refused with a
 * 400 or 413 that names it, before the expensive step, and nothing written.
 */
describe.each(TEST_DATABASES)('import and translation file limits on $name', ({ name }) => {
  let demo: DemoApp;
  let templateId = 0;
  let copyId = 0;

  beforeAll(async () => {
    demo = await demoApp(name);
    const admin = await demo.login('admin');
    const master = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: admin,
      payload: { name: 'Limits', category: 1, data: JSON.stringify(templateData()) },
    });
    templateId = master.json().id;
    const copy = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: admin,
      payload: { master: templateId, region: 'cz' },
    });
    copyId = copy.json().id;
  });

  afterAll(async () => {
    await demo?.close();
  });

  const state = async () => {
    const headers = await demo.login('admin');
    const sheets = await demo.app.inject({ url: '/api/sheets', headers });
    const copy = await demo.app.inject({ url: `/api/regional_sheets/${copyId}`, headers });
    return { sheets: sheets.json()['hydra:totalItems'], copy: copy.json().version };
  };

  async function send(url: string, bytes: Uint8Array | string, fields: Record<string, string>) {
    const body = multipart(fields, { name: 'file', type: 'application/octet-stream', bytes });
    const before = await state();
    const response = await demo.app.inject({
      method: 'POST',
      url,
      headers: { ...(await demo.login('admin')), ...body.headers },
      payload: body.payload,
    });
    expect(await state()).toEqual(before);
    return { status: response.statusCode, message: response.json()['hydra:description'] };
  }

  const importFile = (bytes: Uint8Array | string, name = 'Imported') =>
    send('/api/imports', bytes, { name, template: String(templateId), category: '1' });
  const translate = (bytes: Uint8Array | string) =>
    send(`/api/regional_sheets/${copyId}/translations`, bytes, {});

  it('refuses a CSV with more rows than any sheet has variants, as soon as it gets there', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `Row ${i};${i}`);
    expect(await importFile(csv(rows))).toEqual({
      status: 400,
      message: `The file has more than ${MAX_ROWS} data rows.`,
    });
  });

  it('refuses a cell longer than any text, in CSV and XLSX, also in a dry run', async () => {
    const long = 'x'.repeat(MAX_CELL_CHARACTERS + 1);
    const message = `Cell A2 holds more than 10,000 characters; no text of a sheet is that long.`;
    expect(await importFile(csv([`${long};1`]), 'test')).toEqual({ status: 400, message });
    expect(await importFile(xlsxWithRows(2, long), 'test')).toEqual({
      status: 400,
      message: message.replace('A2', 'A1'),
    });
  });

  it('refuses an XLSX with a million rows before unpacking it', async () => {
    const started = performance.now();
    const answer = await importFile(xlsxWithRows(1_000_000));
    expect(answer).toEqual({
      status: 400,
      message:
        'The workbook unpacks to more than 50 MB; no import or translation file needs that much. Save only the sheet you need and try again.',
    });
    // Refused from the archive's directory, not by reading a million rows (that took 30 s).
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses an XLSX with more rows than allowed even when it unpacks small', async () => {
    expect(await importFile(xlsxWithRows(5_000))).toEqual({
      status: 400,
      message: `The file has more than ${MAX_ROWS} data rows.`,
    });
    expect(await translate(xlsxWithRows(30_000))).toEqual({
      status: 400,
      message: 'The file has more than 5,000 data rows.',
    });
  });

  it('refuses a zip that says it unpacks to gigabytes', async () => {
    // A real archive whose directory claims more than it holds: the directory is believed.
    const archive = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(1000) });
    const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
    for (let i = archive.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 4_000_000_000, true);
    }
    const answer = await translate(archive);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(
      /^The (workbook unpacks to more than 50 MB|file is not a readable XLSX workbook)/,
    );
  });

  it('refuses a translation file with more texts than a sheet, or nested too deep', async () => {
    expect(await translate(xliffWithUnits(MAX_TRANSLATION_UNITS + 1))).toEqual({
      status: 400,
      message:
        "The file has more than 5,000 texts; a sheet has far fewer. Export the sheet's texts again and translate that file.",
    });
    expect(await translate(xliffNested(100_000))).toEqual({
      status: 400,
      message: `The file nests its elements more than ${MAX_XML_DEPTH} deep; a translation file needs far fewer.`,
    });
  });

  it('refuses a translated text longer than any text of a sheet', async () => {
    const xliff = xliffWithUnits(1).replace(
      '<target>Text 0</target>',
      `<target>${'y'.repeat(MAX_CELL_CHARACTERS + 1)}</target>`,
    );
    expect(await translate(xliff)).toEqual({
      status: 400,
      message:
        'The translation of "u0" has more than 10,000 characters; no text of a sheet is that long.',
    });
  });

  it('refuses a form larger than the route takes by its Content-Length, before reading it', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: {
        ...(await demo.login('admin')),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(200 * 1024 * 1024),
      },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()['hydra:description']).toBe('The request is too large: at most 11 MB.');
  });

  it('answers a malformed form with a 400, never a 500', async () => {
    const body = multipart(
      { name: 'test' },
      { name: 'f.csv', type: 'text/csv', bytes: csv(['a;1']) },
    );
    const truncated = body.payload.subarray(0, body.payload.length - 20);
    for (const url of ['/api/imports', `/api/regional_sheets/${copyId}/translations`]) {
      const response = await demo.app.inject({
        method: 'POST',
        url,
        headers: { ...(await demo.login('admin')), ...body.headers },
        payload: truncated,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()['hydra:description']).toMatch(/^The multipart form could not be read/);
    }
  });
});
