import ExcelJS from 'exceljs';
import { badRequest } from '../http/httpError.ts';
import { readXlsx, type TableLimits } from '../imports/readTable.ts';
import { MAX_TRANSLATION_UNITS } from './limits.ts';
import { type FileTranslation, tooManyTexts } from './messages.ts';
import type { TranslationDocument } from './xliff.ts';

const KEY_HEADER = 'Element';

const TRANSLATION_LIMITS: TableLimits = {
  rows: { max: MAX_TRANSLATION_UNITS, tooMany: () => badRequest(tooManyTexts().message) },
  // Translations are not laid out on import, only stored: the workbook's unpacked size
  // (MAX_XLSX_UNPACKED_BYTES) bounds their text, and MAX_CELL_CHARACTERS each one.
  characters: Number.POSITIVE_INFINITY,
};

/**
 * A sheet's texts as an XLSX workbook: one row per text with its key (the element name, with
 * ` #n` for a line and ` @ids` for a variant entry), page, variant, source and target.
 * Formatting is kept as the sheet's rich-text tags in the cells (see the README).
 */
export async function writeTranslationXlsx(document: TranslationDocument): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Print- and Mediaservice';
  workbook.title = document.title;
  const sheet = workbook.addWorksheet('Translations', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: KEY_HEADER, key: 'key', width: 28 },
    { header: 'Page', key: 'page', width: 6 },
    { header: 'Variant', key: 'variant', width: 24 },
    { header: `Source (${document.sourceLanguage})`, key: 'source', width: 60 },
    { header: `Target (${document.targetLanguage})`, key: 'target', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of document.rows) {
    sheet.addRow({ ...row, page: row.page + 1 });
  }
  for (const key of ['source', 'target']) {
    sheet.getColumn(key).alignment = { wrapText: true, vertical: 'top' };
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

/**
 * The translations of an XLSX file: the key from the "Element" column (else the first) and
 * the text from the column whose header starts with "Target" (else the last). Cells a
 * translator formatted in Excel keep that formatting as tags.
 */
export async function readTranslationXlsx(bytes: Uint8Array): Promise<FileTranslation[]> {
  const table = await readXlsx(bytes, TRANSLATION_LIMITS);
  const headers = table.headers.map((h) => h.toLowerCase());
  const keyColumn = Math.max(0, headers.indexOf(KEY_HEADER.toLowerCase()));
  const found = headers.findIndex((h) => h.startsWith('target'));
  const targetColumn = found >= 0 ? found : headers.length - 1;
  return table.rows
    .map((row) => ({ key: (row[keyColumn] ?? '').trim(), text: row[targetColumn] ?? '' }))
    .filter((t) => t.key !== '' && t.text.trim() !== '');
}
