import { parseSheetData } from '@pms/sheet';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { multipart, templateData, XLSX_TYPE } from '../../test/importSupport.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { translatableSlots } from '../../translations/nameTexts.ts';

describe.each(TEST_DATABASES)('translations on $name', ({ name: database }) => {
  let demo: DemoApp;
  let masterId: number;
  let copyId: number;

  const admin = () => demo.login('admin');
  const copy = async () =>
    (
      await demo.app.inject({ url: `/api/regional_sheets/${copyId}`, headers: await admin() })
    ).json();
  // Every text a file carries, the variant names too, as key and text.
  const copyTexts = async () =>
    translatableSlots(parseSheetData(JSON.parse((await copy()).data))).map(({ key, text }) => ({
      key,
      text,
    }));

  const download = async (url: string, username = 'admin') =>
    demo.app.inject({ url, headers: await demo.login(username) });

  const upload = async (
    bytes: Uint8Array | string | undefined,
    fields: Record<string, string> = {},
    username = 'admin',
    id = copyId,
  ) => {
    const body = multipart(
      fields,
      bytes === undefined
        ? undefined
        : { name: 'translation', type: 'application/octet-stream', bytes },
    );
    return demo.app.inject({
      method: 'POST',
      url: `/api/regional_sheets/${id}/translations`,
      headers: { ...(await demo.login(username)), ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    demo = await demoApp(database);
    const master = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: await admin(),
      payload: {
        name: 'Translation master',
        category: 1,
        status: 'unlocked',
        data: JSON.stringify(templateData()),
      },
    });
    expect(master.statusCode, master.body).toBe(201);
    masterId = master.json().id;
    const regional = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: await admin(),
      payload: { master: masterId, region: 'cz', name: 'Překlad' },
    });
    expect(regional.statusCode, regional.body).toBe(201);
    copyId = regional.json().id;
  });

  afterAll(async () => {
    await demo?.close();
  });

  it('exports every text of a master as XLIFF 2.0 with protected inline codes', async () => {
    const response = await download(`/api/sheets/${masterId}/translations?format=xliff&target=de`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xliff+xml; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="Translation master de.xlf"',
    );
    const xml = response.body;
    expect(xml).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">',
    );
    const names = [...xml.matchAll(/<unit id="[^"]+" name="([^"]*)">/g)].map((m) => m[1]);
    expect(names).toEqual([
      '@sheet.name',
      '@sheet.details',
      'Headline',
      'Price',
      'Price @2',
      'Features #1',
      'Features #2',
      'Icons #1',
      'Icons #2',
      'Footer',
      '@variant_group.1',
      '@variant.1',
      '@variant.2',
    ]);
    expect(xml).toContain(
      '<source><pc id="1" type="fmt" dataRefStart="d1" dataRefEnd="d2">Winter</pc> wheels</source>',
    );
    expect(xml).toContain('<data id="d1">&lt;strong&gt;</data>');
    // The sheet's own fields have unit ids of their own: an element could be named like them.
    expect(xml).toContain('<unit id="sheet-name" name="@sheet.name">');
    expect(xml).toContain('<unit id="sheet-details" name="@sheet.details">');
    expect(xml).toContain('<note category="location">Page 1, Variant: Tyre size: 18 inch</note>');
    // Each text says how much room its box has.
    expect(xml).toMatch(/<note category="room">about \d+ characters \(box \d+ × \d+ mm\)<\/note>/);
  });

  it('exports XLSX with one row per text: element, page, variant, source and target', async () => {
    const response = await download(`/api/regional_sheets/${copyId}/translations?format=xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''P%C5%99eklad%20cs.xlsx",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Element',
      'Page',
      'Variant',
      'Source (en)',
      'Target (cs)',
      'Room',
    ]);
    // The sheet's own name and details come first, to be translated like any text.
    expect(sheet.getRow(2).getCell(1).value).toBe('@sheet.name');
    expect(sheet.getRow(3).getCell(1).value).toBe('@sheet.details');
    // Formatting is Excel's own: rich-text runs, no tags for the translator to keep intact.
    const headline = sheet.getRow(4);
    expect(headline.getCell(1).value).toBe('Headline');
    expect(headline.getCell(2).value).toBe(1);
    expect(headline.getCell(5).value).toEqual({
      richText: [{ text: 'Winter', font: { bold: true } }, { text: ' wheels' }],
    });
    expect(String(headline.getCell(6).value)).toMatch(
      /^about \d+ characters \(box \d+ × \d+ mm\)$/,
    );
    const footer = sheet.getRow(11);
    expect(footer.getCell(1).value).toBe('Footer');
    expect(footer.getCell(4).value).toEqual({
      richText: [{ text: 'Prices incl. ' }, { text: 'VAT', font: { italic: true } }],
    });
    sheet.eachRow((row) => {
      for (const column of [4, 5])
        expect(JSON.stringify(row.getCell(column).value)).not.toContain('<');
    });
  });

  it('re-imports an unchanged XLSX and XLIFF export and reproduces every text exactly', async () => {
    const before = await copyTexts();
    for (const format of ['xlsx', 'xliff']) {
      const file = await download(`/api/regional_sheets/${copyId}/translations?format=${format}`);
      const response = await upload(file.rawPayload);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().report).toMatchObject({
        matched: before.length,
        changed: 0,
        unknown: [],
        notCovered: [],
        sheetFields: [],
        overflowing: [],
      });
      expect(await copyTexts()).toEqual(before);
    }
  });

  it('imports a translated XLIFF: exactly the matched texts change, in one save', async () => {
    const before = await copyTexts();
    const { version } = await copy();
    const file = (await download(`/api/regional_sheets/${copyId}/translations?format=xliff`)).body;
    const translated = file
      .replace(
        '<target><pc id="1" type="fmt" dataRefStart="d1" dataRefEnd="d2">Winter</pc> wheels</target>',
        '<target><pc id="1" type="fmt" dataRefStart="d1" dataRefEnd="d2">Zimní</pc> kola &amp; více</target>',
      )
      .replace(/<unit id="u\d+" name="Footer">[\s\S]*?<\/unit>\n/, '')
      .replace(
        '</file>',
        '<unit id="x1" name="Slogan"><segment><source>A</source><target>B</target></segment></unit></file>',
      );
    expect(translated).not.toBe(file);
    const response = await upload(translated, { version: String(version) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report).toMatchObject({
      matched: before.length - 1,
      changed: 1,
      unknown: ['Slogan'],
      notCovered: ['Footer'],
    });
    const after = await copyTexts();
    expect(after.find((t) => t.key === 'Headline')?.text).toBe(
      '<strong>Zimní</strong> kola &amp; více',
    );
    expect(after.filter((t) => t.key !== 'Headline')).toEqual(
      before.filter((t) => t.key !== 'Headline'),
    );
    expect((await copy()).version).toBe(version + 1);
    // The master is untouched.
    const master = await download(`/api/sheets/${masterId}`);
    expect(JSON.parse(master.json().data).elements[0].config.text).toBe(
      '<strong>Winter</strong> wheels',
    );
  });

  it('imports a translated XLSX: formatting set in Excel, typed tags as text', async () => {
    const file = await download(`/api/regional_sheets/${copyId}/translations?format=xlsx`);
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
    rowOf('Features #2').getCell(5).value = 'Pneumatiky <sup>2</sup>';
    rowOf('Price @2').getCell(5).value = {
      richText: [{ text: '1 199 ', font: { bold: true } }, { text: 'Kč' }],
    };
    const before = await copyTexts();
    const bytes = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report).toMatchObject({ matched: before.length, changed: 2 });
    const after = await copyTexts();
    const changed = after.filter((t, i) => t.text !== before[i]?.text);
    expect(changed.map((t) => [t.key, t.text])).toEqual([
      ['Price @2', '<strong>1 199 </strong>Kč'],
      ['Features #2', 'Pneumatiky &lt;sup&gt;2&lt;/sup&gt;'],
    ]);
  });

  it('carries variant group and variant names, with where they show as their room', async () => {
    const xliff = (await download(`/api/regional_sheets/${copyId}/translations?format=xliff`)).body;
    expect(xliff).toMatch(
      /<unit id="u\d+" name="@variant.1">\s*<notes><note category="location">Page 1, Variant: Tyre size<\/note><note category="room">variant name in the variant menu: no box, keep it short<\/note>/,
    );
    const file = await download(`/api/regional_sheets/${copyId}/translations?format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === '@variant_group.1') row.getCell(5).value = 'Rozměr pneumatik';
      if (row.getCell(1).value === '@variant.1') row.getCell(5).value = '17 palců';
    });
    const bytes = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report).toMatchObject({ changed: 2, unknown: [] });
    const data = parseSheetData(JSON.parse((await copy()).data));
    expect(data.variant_groups.map((g) => g.name)).toEqual(['Rozměr pneumatik']);
    expect(data.variants.map((v) => v.name)).toEqual(['17 palců', '18 inch']);
  });

  it('answers SPEC’s messages for no file and no matches, a 409 for a stale version', async () => {
    const { version } = await copy();
    const noFile = await upload(undefined);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()['hydra:description']).toBe(
      'Error importing the translation. Please select a translation file.',
    );
    const foreign =
      '<?xml version="1.0"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="cs"><file id="f"><unit id="a" name="Nothing here"><segment><source>x</source><target>y</target></segment></unit></file></xliff>';
    const noMatch = await upload(foreign);
    expect(noMatch.statusCode).toBe(400);
    expect(noMatch.json()['hydra:description']).toBe(
      'No matching translations found. Please check the file again.',
    );
    const entity = await upload(
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xliff version="2.0"><file id="f"><unit id="a" name="Headline"><segment><source>x</source><target>&e;</target></segment></unit></file></xliff>',
    );
    expect(entity.statusCode).toBe(400);
    const file = await download(`/api/regional_sheets/${copyId}/translations?format=xliff`);
    const stale = await upload(file.rawPayload, { version: String(version - 1) });
    expect(stale.statusCode).toBe(409);
    expect((await copy()).version).toBe(version);
  });

  it('lets admins and region admins translate, within the region’s rules', async () => {
    const statuses = async (url: string) => {
      const result: number[] = [];
      for (const user of ['dealer.cz', 'regionadmin.cz', 'admin']) {
        result.push((await download(url, user)).statusCode);
      }
      return result;
    };
    // The master is unlocked and has a cz copy, so the cz region admin may read it.
    expect(await statuses(`/api/sheets/${masterId}/translations?format=xlsx`)).toEqual([
      403, 200, 200,
    ]);
    expect(await statuses(`/api/regional_sheets/${copyId}/translations?format=xliff`)).toEqual([
      403, 200, 200,
    ]);
    const bad = await download(`/api/sheets/${masterId}/translations?format=pdf`);
    expect(bad.statusCode).toBe(400);
    const file = await download(`/api/regional_sheets/${copyId}/translations?format=xliff`);
    expect((await upload(file.rawPayload, {}, 'dealer.cz')).statusCode).toBe(403);
    expect((await upload(file.rawPayload, {}, 'dealer.pl')).statusCode).toBe(403);
    expect((await upload(file.rawPayload, {}, 'regionadmin.cz')).statusCode).toBe(200);
  });

  it('gives only admins a locked master’s texts as the source of a copy’s export', async () => {
    const marker = 'Unpublished offer 2027';
    const created = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: await admin(),
      payload: {
        name: 'Locked master',
        category: 1,
        status: 'unlocked',
        data: JSON.stringify(templateData()),
      },
    });
    const lockedId = created.json().id;
    const regional = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: await admin(),
      payload: { master: lockedId, region: 'cz' },
    });
    const lockedCopyId = regional.json().id;
    // The admin reworks the master and locks it: the new text is not published yet.
    const data = templateData();
    (data.elements[0] as { config: { text: string } }).config.text = marker;
    const saved = await demo.app.inject({
      method: 'PUT',
      url: `/api/sheets/${lockedId}`,
      headers: await admin(),
      payload: {
        status: 'locked',
        data: JSON.stringify(data),
        version: created.json().version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const headlineSource = async (username: string, format: 'xliff' | 'xlsx') => {
      const url = `/api/regional_sheets/${lockedCopyId}/translations?format=${format}`;
      const response = await download(url, username);
      expect(response.statusCode, `${username} ${format}`).toBe(200);
      if (format === 'xliff') {
        expect(response.body.includes(marker)).toBe(username === 'admin');
        const unit = response.body.match(/<unit [^>]*name="Headline">[\s\S]*?<\/unit>/)?.[0];
        return unit?.match(/<source>([\s\S]*?)<\/source>/)?.[1];
      }
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
      const rows = workbook.worksheets[0]?.getSheetValues() ?? [];
      const row = rows.find((values) => Array.isArray(values) && values[1] === 'Headline');
      const cell = Array.isArray(row) ? row[4] : undefined;
      // A formatted source is Excel rich text: its runs' text is what a translator reads.
      if (typeof cell === 'object' && cell !== null && 'richText' in cell) {
        return (cell.richText as { text: string }[]).map((run) => run.text).join('');
      }
      return cell === undefined ? undefined : String(cell);
    };
    for (const format of ['xliff', 'xlsx'] as const) {
      expect(await headlineSource('admin', format)).toBe(marker);
      // The copy's own text stands in for the master's.
      const own = await headlineSource('regionadmin.cz', format);
      expect(own).toBeDefined();
      expect(own).not.toContain(marker);
      expect(own).toContain('wheels');
    }
  });
});
