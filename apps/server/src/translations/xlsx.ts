import { badRequest } from '../http/httpError.ts';
import { readXlsx, type TableLimits } from '../imports/readTable.ts';
import { newWorkbook } from '../imports/workbook.ts';
import { MAX_TRANSLATION_UNITS } from './limits.ts';
import { type FileTranslation, tooManyTexts } from './messages.ts';
import { SHEET_DETAILS_KEY, SHEET_NAME_KEY, type SheetField } from './rows.ts';
import type { TranslationDocument } from './xliff.ts';
import { looksLikeFormula, quoteTextCells, TEXT_FORMAT } from './xlsxFormulaText.ts';
import { cellRichText, plainText, richTextCell } from './xlsxRichText.ts';

const KEY_HEADER = 'Element';
const PAGE_HEADER = 'Page';
const ROOM_HEADER = 'Room';
/** The columns whose texts come from users (element and variant names, texts). */
const USER_TEXT_COLUMNS = ['key', 'variant', 'source', 'target'] as const;

const SHEET_FIELD_KEYS = new Map<string, SheetField>([
  [SHEET_NAME_KEY, 'name'],
  [SHEET_DETAILS_KEY, 'details'],
]);

const TRANSLATION_LIMITS: TableLimits = {
  rows: { max: MAX_TRANSLATION_UNITS, tooMany: () => badRequest(tooManyTexts().message) },
  // The overflow report lays out a bounded amount of text (MAX_OVERFLOW_CHARACTERS), so the
  // text needs no bound of its own: the unpacked size (MAX_XLSX_UNPACKED_BYTES) limits it, and
  // MAX_CELL_CHARACTERS each cell.
  characters: Number.POSITIVE_INFINITY,
};

/**
 * A sheet's texts as an XLSX workbook: the sheet's name and details, then one row per text
 * with its key (the element name, with ` #n` for a line and ` @ids` for a variant entry),
 * page, variant, source, target and the room its box has. Formatting is Excel rich text.
 */
export async function writeTranslationXlsx(document: TranslationDocument): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  workbook.creator = 'Print- and Mediaservice';
  workbook.title = document.title;
  const sheet = workbook.addWorksheet('Translations', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: KEY_HEADER, key: 'key', width: 28 },
    { header: PAGE_HEADER, key: 'page', width: 6 },
    { header: 'Variant', key: 'variant', width: 24 },
    { header: `Source (${document.sourceLanguage})`, key: 'source', width: 60 },
    { header: `Target (${document.targetLanguage})`, key: 'target', width: 60 },
    { header: ROOM_HEADER, key: 'room', width: 34 },
  ];
  sheet.getRow(1).font = { bold: true };
  let quoted = false;
  for (const row of document.rows) {
    // Formatting as Excel formatting, never as tags a translator would have to keep intact.
    // Empty cells are left out: an import counts every cell against MAX_XLSX_CELLS.
    const added = sheet.addRow({
      key: row.key,
      page: row.page < 0 ? undefined : row.page + 1,
      variant: row.variant || undefined,
      source: richTextCell(row.source),
      target: richTextCell(row.target),
      room: row.room || undefined,
    });
    // A text such as "=1+1" is written as text, but turns into a formula when a translator
    // edits its cell: such cells get the Text format and, below, Excel's quotePrefix.
    for (const key of USER_TEXT_COLUMNS) {
      const cell = added.getCell(key);
      if (looksLikeFormula(cell.value as Parameters<typeof looksLikeFormula>[0])) {
        cell.numFmt = TEXT_FORMAT;
        quoted = true;
      }
    }
  }
  for (const key of ['source', 'target']) {
    sheet.getColumn(key).alignment = { wrapText: true, vertical: 'top' };
  }
  const bytes = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  return quoted ? quoteTextCells(bytes) : bytes;
}

/**
 * The translations of an XLSX file: the key from the "Element" column (else the first) and
 * the text from the column whose header starts with "Target" (else the last). Formatting a
 * translator applied in Excel becomes the sheet's marks, everything else is text (tags typed
 * into a cell too); an empty line starts a paragraph.
 */
export async function readTranslationXlsx(bytes: Uint8Array): Promise<FileTranslation[]> {
  // Every cell is read as rich text, with its cell style's font (a spreadsheet program saves a
  // cell in one format that way); the key, page and headers are then taken as plain text.
  const table = await readXlsx(bytes, TRANSLATION_LIMITS, (value, cell) =>
    cellRichText(value, cell.font),
  );
  const headers = table.headers.map((h) => plainText(h).toLowerCase());
  const keyColumn = Math.max(0, headers.indexOf(KEY_HEADER.toLowerCase()));
  const found = headers.findIndex((h) => h.startsWith('target'));
  // Without a Target header, the column before Room (which exports end with), else the last.
  const room = headers.indexOf(ROOM_HEADER.toLowerCase());
  const targetColumn = found >= 0 ? found : room > 0 ? room - 1 : headers.length - 1;
  const pageColumn = headers.indexOf(PAGE_HEADER.toLowerCase());
  return table.rows
    .map((row) => {
      const key = plainText(row[keyColumn] ?? '').trim();
      // The sheet's own fields are the rows without a page: an element may have their key as
      // its name. A file without the Page column goes by the key alone.
      const unplaced = pageColumn < 0 || plainText(row[pageColumn] ?? '').trim() === '';
      const field = unplaced ? SHEET_FIELD_KEYS.get(key) : undefined;
      return { key, text: row[targetColumn] ?? '', field };
    })
    .filter((t) => t.key !== '' && t.text.trim() !== '');
}
