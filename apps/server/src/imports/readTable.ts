import ExcelJS from 'exceljs';
import { badRequest } from '../http/httpError.ts';
import { cellText } from './cellText.ts';
import { readCsv, type Table } from './csv.ts';

export type { Table } from './csv.ts';

/** More rows than any sheet has variants: a bigger file is a mistake, not an import. */
export const MAX_ROWS = 500;
export const MAX_COLUMNS = 200;

/** XLSX files are ZIP archives; everything else is read as CSV text. */
export function isXlsx(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The first worksheet of an XLSX file as a table: row 1 is the header row. */
export async function readXlsx(bytes: Uint8Array): Promise<Table> {
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
    for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column).value));
    if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
  });
  const [headers = [], ...data] = rows;
  return { headers: headers.map((h) => h.trim()), rows: data };
}

/**
 * A CSV or XLSX file as a table, told apart by content rather than name. Refuses an empty
 * file, one without data rows and one larger than the limits, with a message saying so.
 */
export async function readTable(bytes: Uint8Array): Promise<Table> {
  if (bytes.length === 0) throw badRequest('The file is empty.');
  const table = isXlsx(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  // Trailing empty header cells come from formatting, not from columns.
  while (table.headers.length > 0 && table.headers.at(-1) === '') table.headers.pop();
  if (table.headers.length === 0) throw badRequest('The file has no header row.');
  if (table.headers.length > MAX_COLUMNS) {
    throw badRequest(`The file has more than ${MAX_COLUMNS} columns.`);
  }
  if (table.rows.length === 0) throw badRequest('The file has a header row but no data rows.');
  if (table.rows.length > MAX_ROWS) {
    throw badRequest(`The file has more than ${MAX_ROWS} data rows.`);
  }
  return {
    headers: table.headers,
    rows: table.rows.map((row) =>
      table.headers.map((_, i) => (row[i] ?? '').replace(/\r\n?/g, '\n')),
    ),
  };
}
