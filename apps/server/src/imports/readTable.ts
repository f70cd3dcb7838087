import type ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';
import { badRequest } from '../http/httpError.ts';
import { cellText } from './cellText.ts';
import { type CsvLimits, readCsv, type Table } from './csv.ts';
import {
  formatCount,
  MAX_CELL_CHARACTERS,
  MAX_COLUMNS,
  MAX_IMPORT_CHARACTERS,
  MAX_ROWS,
} from './limits.ts';
import { newWorkbook } from './workbook.ts';
import { assertXlsxWithin, type RowLimit, UNREADABLE_XLSX } from './xlsxLimits.ts';

export type { Table } from './csv.ts';

export { MAX_COLUMNS, MAX_ROWS } from './limits.ts';

/** XLSX files are ZIP archives; everything else is read as CSV text. */
export function isXlsx(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** What a spreadsheet read for a caller may hold: its rows, and its characters in all. */
export interface TableLimits {
  rows: RowLimit;
  characters: number;
}

/**
 * The first worksheet of an XLSX file as a table: row 1 is the header row. A file beyond
 * `limits` (or the archive limits of assertXlsxWithin) is refused before exceljs reads it,
 * or, for the characters, as soon as a row passes them. `text` reads a cell (translations
 * read every cell as rich text, with the cell's own font: a cell formatted as a whole has it
 * there, not in runs).
 */
export async function readXlsx(
  bytes: Uint8Array,
  limits: TableLimits = IMPORT_LIMITS,
  text: (value: CellValue, cell: ExcelJS.Cell) => string = cellText,
): Promise<Table> {
  await assertXlsxWithin(bytes, limits.rows);
  const workbook = await newWorkbook();
  try {
    // exceljs's types predate Node's generic Buffer; the bytes are an ordinary Buffer.
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(UNREADABLE_XLSX);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const width = Math.min(sheet.columnCount, MAX_COLUMNS + 1);
  const rows: string[][] = [];
  let characters = 0;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) {
      const found = row.getCell(column);
      const cell = text(found.value, found);
      if (cell.length > MAX_CELL_CHARACTERS) throw cellTooLong(row.number, column);
      characters += cell.length;
      if (characters > limits.characters) throw tooManyCharacters(limits.characters);
      cells.push(cell);
    }
    if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
    if (rows.length > limits.rows.max + 1) throw limits.rows.tooMany();
  });
  const [headers = [], ...data] = rows;
  return { headers: headers.map((h) => h.trim()), rows: data };
}

function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** A cell longer than any text a sheet holds, named as the spreadsheet program names it. */
export function cellTooLong(row: number, column: number) {
  return badRequest(
    `Cell ${columnName(column)}${row} holds more than ${formatCount(MAX_CELL_CHARACTERS)} characters; no text of a sheet is that long.`,
  );
}

const tooManyRows = () =>
  badRequest(
    `The file has more than ${formatCount(MAX_ROWS)} data rows; at most ${formatCount(MAX_ROWS)} can be imported at once.`,
  );

const tooManyColumns = () =>
  badRequest(
    `The file has more than ${formatCount(MAX_COLUMNS)} columns; at most ${formatCount(MAX_COLUMNS)} can be imported at once.`,
  );

/** More text than a file of its kind needs: each text is laid out for the overflow report. */
export const tooManyCharacters = (limit: number) =>
  badRequest(
    `The file holds more than ${formatCount(limit)} characters of text; at most ${formatCount(limit)} can be imported at once.`,
  );

const IMPORT_LIMITS: TableLimits = {
  rows: { max: MAX_ROWS, tooMany: tooManyRows },
  characters: MAX_IMPORT_CHARACTERS,
};

const CSV_LIMITS: CsvLimits = {
  records: MAX_ROWS + 1,
  fields: MAX_COLUMNS + 1,
  field: MAX_CELL_CHARACTERS,
  characters: MAX_IMPORT_CHARACTERS,
  exceeded(what, record, field) {
    if (what === 'records') throw tooManyRows();
    if (what === 'fields') throw tooManyColumns();
    if (what === 'characters') throw tooManyCharacters(MAX_IMPORT_CHARACTERS);
    throw cellTooLong(record, field);
  },
};

/**
 * A CSV or XLSX file as a table, told apart by content rather than name. Refuses an empty
 * file, one without data rows and one larger than the limits, with a message saying so.
 */
export async function readTable(bytes: Uint8Array): Promise<Table> {
  if (bytes.length === 0) throw badRequest('The file is empty.');
  const table = isXlsx(bytes) ? await readXlsx(bytes) : readCsv(bytes, CSV_LIMITS);
  // Trailing empty header cells come from formatting, not from columns.
  while (table.headers.length > 0 && table.headers.at(-1) === '') table.headers.pop();
  if (table.headers.length === 0) throw badRequest('The file has no header row.');
  if (table.headers.length > MAX_COLUMNS) throw tooManyColumns();
  if (table.rows.length === 0) throw badRequest('The file has a header row but no data rows.');
  if (table.rows.length > MAX_ROWS) throw tooManyRows();
  return {
    headers: table.headers,
    rows: table.rows.map((row) =>
      table.headers.map((_, i) => (row[i] ?? '').replace(/\r\n?/g, '\n')),
    ),
  };
}
