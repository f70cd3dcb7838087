import ExcelJS from 'exceljs';
import { badRequest } from '../http/httpError.ts';
import { cellText } from './cellText.ts';
import { type CsvLimits, readCsv, type Table } from './csv.ts';
import { formatCount, MAX_CELL_CHARACTERS, MAX_COLUMNS, MAX_ROWS } from './limits.ts';
import { assertXlsxWithin } from './xlsxLimits.ts';

export type { Table } from './csv.ts';

export { MAX_COLUMNS, MAX_ROWS } from './limits.ts';

/** XLSX files are ZIP archives; everything else is read as CSV text. */
export function isXlsx(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The first worksheet of an XLSX file as a table: row 1 is the header row. A file with more
 * than `maxRows` data rows is refused before it is read.
 */
export async function readXlsx(bytes: Uint8Array, maxRows = MAX_ROWS): Promise<Table> {
  assertXlsxWithin(bytes, maxRows);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types predate Node's generic Buffer; the bytes are an ordinary Buffer.
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('The file is not a readable XLSX workbook.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const width = Math.min(sheet.columnCount, MAX_COLUMNS + 1);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) {
      const text = cellText(row.getCell(column).value);
      if (text.length > MAX_CELL_CHARACTERS) throw cellTooLong(row.number, column);
      cells.push(text);
    }
    if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
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

const tooManyRows = () => badRequest(`The file has more than ${MAX_ROWS} data rows.`);

const CSV_LIMITS: CsvLimits = {
  records: MAX_ROWS + 1,
  field: MAX_CELL_CHARACTERS,
  exceeded(what, record, field) {
    throw what === 'records' ? tooManyRows() : cellTooLong(record, field);
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
  if (table.headers.length > MAX_COLUMNS) {
    throw badRequest(`The file has more than ${MAX_COLUMNS} columns.`);
  }
  if (table.rows.length === 0) throw badRequest('The file has a header row but no data rows.');
  if (table.rows.length > MAX_ROWS) throw tooManyRows();
  return {
    headers: table.headers,
    rows: table.rows.map((row) =>
      table.headers.map((_, i) => (row[i] ?? '').replace(/\r\n?/g, '\n')),
    ),
  };
}
