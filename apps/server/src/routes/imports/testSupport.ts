// Test data for the import and translation tests; not imported by the app.
import ExcelJS from 'exceljs';

const box = (top: number, height = 40, width = 300) => ({ left: 40, top, width, height });

/**
 * A template with every kind of target: text, a tiny price box (to overflow), a list, an
 * image, icons, a tyre size group with two variants and a variant entry, and a second page.
 */
export function templateData() {
  return {
    schemaVersion: 1,
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: { name: 'Headline', text: '<strong>Winter</strong> wheels', style: box(40) },
        variants: [],
      },
      {
        id: 2,
        type: 'p',
        config: { name: 'Price', text: '€ 999', style: box(100, 16, 80) },
        variants: [{ id: 1, variants: [2], config: { text: '€ 1,199' }, type: 'p' }],
      },
      {
        id: 3,
        type: 'ul',
        config: { name: 'Features', items: ['Rims', 'Tyres'], style: box(160, 80) },
        variants: [],
      },
      {
        id: 4,
        type: 'img',
        config: { name: 'Photo', src: null, style: box(260, 120) },
        variants: [],
      },
      {
        id: 5,
        type: 'icons',
        config: {
          name: 'Icons',
          lines: [
            { feature: 'star', text: 'Star-marked' },
            { feature: 'rsc', text: 'Run-flat' },
          ],
          style: box(400, 60),
        },
        variants: [],
      },
    ],
    variant_groups: [{ id: 1, name: 'Tyre size' }],
    variants: [
      { id: 1, name: '17 inch', details: '225/50 R17', group: 1 },
      { id: 2, name: '18 inch', details: '225/45 R18', group: 1 },
    ],
    additional_pages: [
      {
        elements: [
          {
            id: 1,
            type: 'p',
            config: { name: 'Footer', text: 'Prices incl. <em>VAT</em>', style: box(700) },
            variants: [],
          },
        ],
        variant_groups: [],
        variants: [],
      },
    ],
    connected_groups: [],
  };
}

/** A multipart/form-data body as a browser sends it, for `app.inject`. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Uint8Array | string },
) {
  const boundary = `----pms${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An XLSX workbook with one sheet of these rows (row 1 the headers). */
export async function xlsxOf(rows: ExcelJS.CellValue[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
