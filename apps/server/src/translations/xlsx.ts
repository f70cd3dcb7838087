import ExcelJS from 'exceljs';
import { badRequest } from '../http/httpError.ts';
import { readXlsx, type TableLimits } from '../imports/readTable.ts';
import { MAX_TRANSLATION_UNITS } from './limits.ts';
import { type FileTranslation, tooManyTexts } from './messages.ts';
import type { TranslationDocument } from './xliff.ts';
import { cellRichText, richTextCell } from './xlsxRichText.ts';

const KEY_HEADER = 'Element';

const TRANSLATION_LIMITS: TableLimits = {
  rows: { max: MAX_TRANSLATION_UNITS, tooMany: () => badRequest(tooManyTexts().message) },
  // Translations are not laid out on import, only stored: the workbook's unpacked size
  // (MAX_XLSX_UNPACKED_BYTES) bounds their text, and MAX_CELL_CHARACTERS each one.
  characters: Number.POSITIVE_INFINITY,
};

/**
 * A sheet's texts as an XLSX workbook: the sheet's name and details, then one row per text
 * with its key (the element name, with ` #n` for a line and ` @ids` for a variant entry),
 * page, variant, source, target and the room its box has. Formatting is Excel rich text.
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
    { header: 'Room', key: 'room', width: 34 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of document.rows) {
    // Formatting as Excel formatting, never as tags a translator would have to keep intact.
    sheet.addRow({
      key: row.key,
      page: row.page < 0 ? '' : row.page + 1,
      variant: row.variant,
      source: richTextCell(row.source),
      target: richTextCell(row.target),
      room: row.room,
    });
  }
  for (const key of ['source', 'target']) {
    sheet.getColumn(key).alignment = { wrapText: true, vertical: 'top' };
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

/**
 * The translations of an XLSX file: the key from the "Element" column (else the first) and
 * the text from the column whose header starts with "Target" (else the last). Formatting a
 * translator applied in Excel becomes the sheet's marks; an empty line starts a paragraph.
 */
export async function readTranslationXlsx(bytes: Uint8Array): Promise<FileTranslation[]> {
  const table = await readXlsx(bytes, TRANSLATION_LIMITS);
  const headers = table.headers.map((h) => h.toLowerCase());
  const keyColumn = Math.max(0, headers.indexOf(KEY_HEADER.toLowerCase()));
  const found = headers.findIndex((h) => h.startsWith('target'));
  const targetColumn = found >= 0 ? found : headers.length - 1;
  return table.rows
    .map((row) => ({
      key: (row[keyColumn] ?? '').trim(),
      text: cellRichText(row[targetColumn] ?? ''),
    }))
    .filter((t) => t.key !== '' && t.text.trim() !== '');
}
