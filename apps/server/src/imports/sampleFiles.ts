import { newWorkbook } from './workbook.ts';

/** A table as the sample files hold it: the header row, then the data rows. */
export interface SampleTable {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

const SEPARATOR = ';';

function csvField(value: string): string {
  return /[;"\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The table as CSV the way spreadsheet programs in the regions open it by a double click: a
 * UTF-8 byte order mark (or accents turn into mojibake in Excel), semicolons (Excel's list
 * separator where the decimal comma is used), CRLF line ends; the import reads it back.
 */
export function sampleCsv(table: SampleTable): string {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvField).join(SEPARATOR));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The table as an XLSX workbook: a bold, frozen header row and columns wide enough to read. */
export async function sampleXlsx(table: SampleTable): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Import', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...table.headers]).font = { bold: true };
  for (const row of table.rows) sheet.addRow([...row]);
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      ...[table.headers, ...table.rows].map((row) =>
        Math.max(...(row[index] ?? '').split('\n').map((line) => line.length)),
      ),
    );
    column.width = Math.min(60, Math.max(12, longest + 2));
    column.alignment = { wrapText: true, vertical: 'top' };
  });
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
