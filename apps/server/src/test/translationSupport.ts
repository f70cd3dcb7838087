// A master and its cz copy on a demo server, for the translation tests; not imported by the app.

import { parseSheetData } from '@pms/sheet';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type SheetText, sheetTexts } from '../translations/texts.ts';
import { type DemoApp, demoApp } from './demoApp.ts';
import { multipart } from './importSupport.ts';

/** Sheet data as JSON, for tests to change as they like. */
// biome-ignore lint/suspicious/noExplicitAny: a test reaches into any element's config.
export type SheetJson = any;

export interface TranslationDemo {
  demo: DemoApp;
  masterId: number;
  copyId: number;
  /** The copy as the API answers it, and its texts. */
  copy(): Promise<{ name: string; details: string; data: string; version: number }>;
  copyTexts(): Promise<SheetText[]>;
  /** A translation file of the master (`sheets`) or the copy (`regional_sheets`), as admin. */
  download(
    format: 'xlsx' | 'xliff',
    of?: 'sheets' | 'regional_sheets',
  ): Promise<LightMyRequestResponse>;
  /** Imports a file into the copy, as admin. */
  upload(bytes: Uint8Array | string): Promise<LightMyRequestResponse>;
  /** Saves the copy with its data changed by `change`, and a name and details of its own. */
  saveCopy(change: (data: SheetJson) => void, name: string, details: string): Promise<void>;
  close(): Promise<void>;
}

/** A demo server with a master of `data` (named `name`, with `details`) and its cz copy. */
export async function translationDemo(
  database: 'pglite' | 'postgres',
  data: object,
  name: string,
  details: string,
): Promise<TranslationDemo> {
  const demo = await demoApp(database);
  const admin = () => demo.login('admin');
  const master = await demo.app.inject({
    method: 'POST',
    url: '/api/sheets',
    headers: await admin(),
    payload: { name, details, category: 1, data: JSON.stringify(data) },
  });
  expect(master.statusCode, master.body).toBe(201);
  const masterId: number = master.json().id;
  const regional = await demo.app.inject({
    method: 'POST',
    url: '/api/regional_sheets',
    headers: await admin(),
    payload: { master: masterId, region: 'cz' },
  });
  expect(regional.statusCode, regional.body).toBe(201);
  const copyId: number = regional.json().id;
  const copy = async () =>
    (
      await demo.app.inject({ url: `/api/regional_sheets/${copyId}`, headers: await admin() })
    ).json();
  return {
    demo,
    masterId,
    copyId,
    copy,
    copyTexts: async () => sheetTexts(parseSheetData(JSON.parse((await copy()).data))),
    download: async (format, of = 'regional_sheets') => {
      const id = of === 'sheets' ? masterId : copyId;
      const response = await demo.app.inject({
        url: `/api/${of}/${id}/translations?format=${format}`,
        headers: await admin(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    },
    upload: async (bytes) => {
      const body = multipart({}, { name: 'translation', type: 'application/octet-stream', bytes });
      return demo.app.inject({
        method: 'POST',
        url: `/api/regional_sheets/${copyId}/translations`,
        headers: { ...(await admin()), ...body.headers },
        payload: body.payload,
      });
    },
    saveCopy: async (change, newName, newDetails) => {
      const current = await copy();
      const changed = JSON.parse(current.data);
      change(changed);
      const saved = await demo.app.inject({
        method: 'PUT',
        url: `/api/regional_sheets/${copyId}`,
        headers: await admin(),
        payload: {
          version: current.version,
          name: newName,
          details: newDetails,
          data: JSON.stringify(changed),
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    },
    close: () => demo.close(),
  };
}

/** The first worksheet of an XLSX file, and its rows by key (column A). */
export async function workbookOf(bytes: Uint8Array | Buffer) {
  const workbook = new ExcelJS.Workbook();
  // exceljs's types predate Node's generic Buffer; the bytes are an ordinary Buffer.
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const rowOf = (key: string) => {
    let found = 0;
    sheet.eachRow((row, index) => {
      if (row.getCell(1).value === key) found = index;
    });
    expect(found, key).toBeGreaterThan(0);
    return sheet.getRow(found);
  };
  const bytesOf = async () => new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  return { workbook, sheet, rowOf, bytesOf };
}
