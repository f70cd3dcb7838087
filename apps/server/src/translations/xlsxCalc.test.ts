// A translation XLSX saved again by LibreOffice Calc, as translators do: the import must read
// the same texts with every mark (issue 43). Calc writes a cell whose text has one format as a
// plain string with a cell style, and moves line breaks between runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SheetData } from '@pms/sheet';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { sheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { CONTACT, DISCLAIMER, demoLikeSheet } from '../test/translationMarks.ts';
import { applyTranslations } from './applyTranslations.ts';
import { readTranslationFile } from './readTranslationFile.ts';
import { translationRows } from './rows.ts';
import { writeTranslationXlsx } from './xlsx.ts';

const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;
const NO_SOFFICE =
  'LibreOffice is not installed (no `soffice` on the PATH): install libreoffice-calc-nogui, as .ci/run does, to run this test.';
const work = mkdtempSync(join(tmpdir(), 'pms-calc-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The files saved again by Calc, headless, with a profile of its own in a writable place. */
function throughCalc(files: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const out = join(work, 'out');
  const paths = Object.entries(files).map(([name, bytes]) => {
    const path = join(work, `${name}.xlsx`);
    writeFileSync(path, bytes);
    return path;
  });
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${join(work, 'profile')}`,
      '--headless',
      '--convert-to',
      'xlsx',
      '--outdir',
      out,
      ...paths,
    ],
    { timeout: 25_000, stdio: 'pipe', env: { ...process.env, HOME: work } },
  );
  return Object.fromEntries(
    Object.keys(files).map((name) => [
      name,
      new Uint8Array(readFileSync(join(out, `${name}.xlsx`))),
    ]),
  );
}

/** The file with the headline's target typed anew, as in Excel: one format for the cell. */
async function withEditedHeadline(bytes: Uint8Array): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  let edited = 0;
  sheet.eachRow((row) => {
    if (row.getCell(1).value !== 'Headline') return;
    const target = row.getCell(5);
    target.value = 'Zimní kola';
    // A style of its own: exceljs shares a cell's style object with its column's.
    target.style = { ...target.style, font: { bold: true, size: 20 } };
    edited++;
  });
  expect(edited).toBe(1);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

describe('a translation XLSX saved again by LibreOffice Calc', () => {
  it('imports with no change when unchanged, and with exactly the edit when edited', async ({
    skip,
  }) => {
    if (!soffice) skip(NO_SOFFICE);
    const data = demoLikeSheet();
    const exported = await writeTranslationXlsx({
      original: '/api/sheets/1',
      title: 'Winter',
      sourceLanguage: 'en',
      targetLanguage: 'cs',
      rows: await translationRows(data, { name: 'Winter', details: '' }, sheetLayoutFonts(null)),
    });
    const saved = throughCalc({
      unchanged: exported,
      edited: await withEditedHeadline(exported),
    });
    const importInto = async (bytes: Uint8Array) => {
      const read = await readTranslationFile(bytes);
      return applyTranslations(
        data,
        read.filter((t) => t.field === undefined),
      );
    };

    const unchanged = await importInto(saved.unchanged as Uint8Array);
    expect(unchanged.report).toMatchObject({ changed: 0, unknown: [], notCovered: [] });
    expect(unchanged.data).toEqual(data);

    const edited = await importInto(saved.edited as Uint8Array);
    expect(edited.report).toMatchObject({ changed: 1, unknown: [], notCovered: [] });
    const texts = (sheet: SheetData) =>
      Object.fromEntries(
        sheet.elements.map((e) => [e.config.name, 'text' in e.config ? e.config.text : '']),
      );
    expect(texts(edited.data)).toEqual({
      ...texts(data),
      Headline: '<p><strong><span data-size="xxl">Zimní kola</span></strong></p>',
    });
    expect(texts(edited.data)).toMatchObject({ 'Dealer contact': CONTACT, Disclaimer: DISCLAIMER });
  }, 30_000);
});
