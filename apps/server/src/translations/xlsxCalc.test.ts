// A translation XLSX saved again by LibreOffice Calc, as translators do: the import must read
// the same texts with every mark (issue 43). Calc writes a cell whose text has one format as a
// plain string with a cell style, and moves line breaks between runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SheetData } from '@pms/sheet';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT,
  DISCLAIMER,
  demoLikeSheet,
  demoSheetDocuments,
  documentOf,
} from '../test/translationMarks.ts';
import { applyTranslations } from './applyTranslations.ts';
import { readTranslationFile } from './readTranslationFile.ts';
import { writeTranslationXlsx } from './xlsx.ts';

/** LibreOffice's command; SOFFICE names another (a path, or one that is missing to see the skip). */
const SOFFICE = process.env.SOFFICE ?? 'soffice';
const soffice = spawnSync(SOFFICE, ['--version'], { encoding: 'utf8' }).status === 0;
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
    SOFFICE,
    [
      `-env:UserInstallation=file://${join(work, 'profile')}`,
      '--headless',
      '--convert-to',
      'xlsx',
      '--outdir',
      out,
      ...paths,
    ],
    { timeout: 50_000, stdio: 'pipe', env: { ...process.env, HOME: work } },
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
  const data = demoLikeSheet();
  /** The files as Calc saved them, converted in one run of soffice; none without it. */
  let saved: Record<string, Uint8Array> = {};
  let demo: Awaited<ReturnType<typeof demoSheetDocuments>> = [];

  beforeAll(async () => {
    if (!soffice) return;
    const exported = await writeTranslationXlsx(await documentOf(data));
    demo = await demoSheetDocuments();
    const files: Record<string, Uint8Array> = {
      unchanged: exported,
      edited: await withEditedHeadline(exported),
    };
    for (const [index, sheet] of demo.entries())
      files[`demo${index}`] = await writeTranslationXlsx(sheet.document);
    saved = throughCalc(files);
  }, 60_000);

  const importInto = async (sheet: SheetData, bytes: Uint8Array | undefined) => {
    const read = await readTranslationFile(bytes as Uint8Array);
    return applyTranslations(
      sheet,
      read.filter((t) => t.field === undefined),
    );
  };

  it('imports with no change when saved unchanged', async ({ skip }) => {
    if (!soffice) skip(NO_SOFFICE);
    const unchanged = await importInto(data, saved.unchanged);
    expect(unchanged.report).toMatchObject({ changed: 0, unknown: [], notCovered: [] });
    expect(unchanged.data).toEqual(data);
  });

  it('imports exactly an edited cell, with every mark kept', async ({ skip }) => {
    if (!soffice) skip(NO_SOFFICE);
    const edited = await importInto(data, saved.edited);
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
  });

  it('imports every demo sheet with no change', async ({ skip }) => {
    if (!soffice) skip(NO_SOFFICE);
    expect(demo.length).toBeGreaterThan(10);
    for (const [index, sheet] of demo.entries()) {
      const { report } = await importInto(sheet.data, saved[`demo${index}`]);
      expect(report, sheet.name).toMatchObject({ changed: 0, unknown: [], notCovered: [] });
    }
  });
});
