import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../http/multipartForm.ts';
import {
  MAX_CELL_CHARACTERS,
  MAX_COLUMNS,
  MAX_IMPORT_CHARACTERS,
  MAX_ROWS,
  MAX_XLSX_CELLS,
  MAX_XLSX_PARTS,
} from '../../imports/limits.ts';
import { xliffNested, xliffWithUnits, xlsxWithRows } from '../../test/attackPayloads.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { multipart, sheetRows, templateData, xlsxOfSheetXml } from '../../test/importSupport.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import {
  MAX_TRANSLATION_UNITS,
  MAX_XML_DEPTH,
  MAX_XML_ELEMENTS,
} from '../../translations/limits.ts';

const csv = (rows: string[]) => `Headline;Price\n${rows.join('\n')}\n`;

const TOO_MANY_ROWS = `The file has more than ${MAX_ROWS} data rows; at most ${MAX_ROWS} can be imported at once.`;
const TOO_MANY_TEXTS =
  'The translation file has more than 5,000 texts; at most 5,000 can be imported at once. A sheet has far fewer: export its texts again and translate that file.';
const UNPACKS_TOO_LARGE =
  'The workbook unpacks to more than 16 MB; at most 16 MB are read. Save only the sheet you need, without pictures, and try again.';

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
    expect(await importFile(csv(rows))).toEqual({ status: 400, message: TOO_MANY_ROWS });
  });

  it('refuses a CSV with more columns than a sheet has elements', async () => {
    const header = Array.from({ length: MAX_COLUMNS + 1 }, (_, i) => `Column ${i}`).join(';');
    expect(await importFile(`${header}\n1\n`, 'test')).toEqual({
      status: 400,
      message: 'The file has more than 200 columns; at most 200 can be imported at once.',
    });
  });

  it('refuses more text in all than an import lays out, in CSV and XLSX', async () => {
    const cells = Math.ceil(MAX_IMPORT_CHARACTERS / 9_000) + 1;
    const rows = Array.from({ length: cells }, (_, i) => `Tyre size;V${i};${'w'.repeat(9_000)}`);
    const message =
      'The file holds more than 250,000 characters of text; at most 250,000 can be imported at once.';
    expect(
      await importFile(`Variant group;Variant;Headline\n${rows.join('\n')}\n`, 'test'),
    ).toEqual({ status: 400, message });
    const xlsx = xlsxOfSheetXml(
      sheetRows(cells, 1, (r) => (r === 1 ? 'Headline' : 'w'.repeat(9_000))),
    );
    expect(await importFile(xlsx, 'test')).toEqual({ status: 400, message });
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
    expect(answer).toEqual({ status: 400, message: UNPACKS_TOO_LARGE });
    // Refused from the archive's directory, not by reading a million rows (that took 30 s).
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses an XLSX with more rows than allowed even when it unpacks small', async () => {
    expect(await importFile(xlsxWithRows(5_000))).toEqual({ status: 400, message: TOO_MANY_ROWS });
    // Within the archive's row allowance, but more data rows than allowed once read.
    expect(await importFile(xlsxWithRows(MAX_ROWS + 2))).toEqual({
      status: 400,
      message: TOO_MANY_ROWS,
    });
    expect(await translate(xlsxWithRows(30_000))).toEqual({
      status: 400,
      message: TOO_MANY_TEXTS,
    });
  });

  it('refuses an XLSX with more cells than are read, before reading them', async () => {
    const columns = 100;
    const rows = Math.ceil(MAX_XLSX_CELLS / columns) + 1;
    expect(await importFile(xlsxOfSheetXml(sheetRows(rows, columns)))).toEqual({
      status: 400,
      message:
        'The workbook has more than 30,000 cells; at most 30,000 are read. Save only the rows and columns you need and try again.',
    });
  });

  it('refuses an XLSX archive of more parts than a workbook has', async () => {
    const extra: Record<string, Uint8Array> = {};
    for (let i = 0; i <= MAX_XLSX_PARTS; i++) extra[`xl/media/image${i}.png`] = new Uint8Array(1);
    expect(await translate(xlsxOfSheetXml(sheetRows(2, 2), extra))).toEqual({
      status: 400,
      message:
        'The workbook has more than 1,000 parts; at most 1,000 are read. Save it again in Excel and try again.',
    });
  });

  it('refuses a zip bomb by what it unpacks to, also when its directory understates it', async () => {
    // 20 MB of zeros packs into about 20 KB.
    const bomb = xlsxOfSheetXml(
      sheetRows(2, 2),
      { 'xl/media/zeros.bin': new Uint8Array(20 << 20) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(100_000);
    expect(await importFile(bomb)).toEqual({ status: 400, message: UNPACKS_TOO_LARGE });
    // The same archive whose directory says the zeros unpack to 100 bytes.
    const lying = bomb.slice();
    const view = new DataView(lying.buffer);
    const name = new TextEncoder().encode('xl/media/zeros.bin');
    for (let i = lying.length - 22; i >= 0; i--) {
      const entry = view.getUint32(i, true) === 0x02014b50;
      if (entry && name.every((byte, k) => lying[i + 46 + k] === byte)) {
        view.setUint32(i + 24, 100, true);
      }
    }
    expect(await translate(lying)).toEqual({ status: 400, message: UNPACKS_TOO_LARGE });
  });

  it('refuses a zip whose directory claims gigabytes without unpacking it', async () => {
    const archive = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(1000) });
    const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
    for (let i = archive.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 4_000_000_000, true);
    }
    expect(await translate(archive)).toEqual({ status: 400, message: UNPACKS_TOO_LARGE });
  });

  it('refuses a zip whose parts unpack to another size than declared as damaged', async () => {
    const archive = xlsxOfSheetXml(sheetRows(2, 2));
    const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
    for (let i = archive.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) {
        view.setUint32(i + 24, view.getUint32(i + 24, true) + 1, true);
      }
    }
    expect(await importFile(archive)).toEqual({
      status: 400,
      message: 'The file is not a readable XLSX workbook.',
    });
  });

  it('refuses a translation file with more texts than a sheet, or nested too deep', async () => {
    for (const units of [MAX_TRANSLATION_UNITS + 1, 100_000]) {
      expect(await translate(xliffWithUnits(units))).toEqual({
        status: 400,
        message: TOO_MANY_TEXTS,
      });
    }
    const depth = `The translation file nests its elements more than ${MAX_XML_DEPTH} levels deep; at most ${MAX_XML_DEPTH} levels are read.`;
    expect(await translate(xliffNested(100_000))).toEqual({ status: 400, message: depth });
    // The pc codes start at level 6 (xliff, file, unit, segment, target): one level too many.
    expect(await translate(xliffNested(MAX_XML_DEPTH - 4))).toEqual({
      status: 400,
      message: depth,
    });
  });

  it('refuses an XLIFF of more elements than a sheet’s texts need', async () => {
    const codes = '<ph id="1"/>'.repeat(MAX_XML_ELEMENTS);
    const xliff = xliffWithUnits(1).replace('<target>Text 0</target>', `<target>${codes}</target>`);
    expect(await translate(xliff)).toEqual({
      status: 400,
      message: 'The translation file has more than 100,000 XML elements; at most 100,000 are read.',
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

  it('refuses a file part larger than 10 MB with a 413 that names the limit', async () => {
    const bytes = new Uint8Array(MAX_FILE_BYTES + 1024).fill(0x61);
    for (const answer of [await importFile(bytes, 'test'), await translate(bytes)]) {
      expect(answer).toEqual({ status: 413, message: 'The file is too large; at most 10 MB.' });
    }
  });

  it('answers a form with a broken boundary or another content type with a 400', async () => {
    const body = multipart({ name: 'test' }, { name: 'f.csv', type: 'text/csv', bytes: 'a;1' });
    const cases: [string, string, Buffer | string][] = [
      ['no boundary', 'multipart/form-data', body.payload],
      ['another boundary', 'multipart/form-data; boundary=elsewhere', body.payload],
      ['plain text', 'text/plain', 'Headline\nWinter'],
      ['JSON', 'application/json', '{"name":"test"}'],
    ];
    const seen: Record<string, string> = {};
    for (const url of ['/api/imports', `/api/regional_sheets/${copyId}/translations`]) {
      for (const [label, type, payload] of cases) {
        const response = await demo.app.inject({
          method: 'POST',
          url,
          headers: { ...(await demo.login('admin')), 'content-type': type },
          payload,
        });
        seen[`${url.split('/')[2]} ${label}`] =
          `${response.statusCode} ${response.json()['hydra:description']}`;
      }
    }
    const notMultipart =
      '400 Send the form as multipart/form-data with the file in the part "file".';
    const noBoundary =
      '400 The multipart form could not be read: its Content-Type names no boundary. Send it as multipart/form-data, as a browser does.';
    const cutOff =
      '400 The multipart form could not be read: it ends before its closing boundary (was the upload cut off, or does the boundary differ from the Content-Type?). Send it again.';
    expect(seen).toEqual({
      'imports no boundary': noBoundary,
      'imports another boundary': cutOff,
      'imports plain text': notMultipart,
      'imports JSON': notMultipart,
      'regional_sheets no boundary': noBoundary,
      'regional_sheets another boundary': cutOff,
      'regional_sheets plain text': notMultipart,
      'regional_sheets JSON': notMultipart,
    });
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
      expect(response.json()['hydra:description']).toMatch(
        /^The multipart form could not be read: it ends before its closing boundary/,
      );
    }
  });
});
