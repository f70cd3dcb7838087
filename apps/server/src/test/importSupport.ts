// Test data for the import and translation tests; not imported by the app.

import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';

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

const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/**
 * A minimal XLSX archive around one worksheet's rows (`<row>` elements as text), built without
 * exceljs so tests can make workbooks of any shape quickly; `extra` adds parts as they are.
 */
export function xlsxOfSheetXml(
  rows: string,
  extra: Record<string, Uint8Array> = {},
  options: { level?: 0 | 1 | 6 | 9 } = {},
): Uint8Array {
  const text = (value: string) => new TextEncoder().encode(value);
  const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipSync(
    {
      '[Content_Types].xml': text(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
      '_rels/.rels': text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      'xl/workbook.xml': text(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${rels}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': text(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SPREADSHEET_NS}"><sheetData>${rows}</sheetData></worksheet>`,
      ),
      ...extra,
    },
    { level: options.level ?? 1 },
  );
}

/** A column as spreadsheets name it: 1 is A, 27 is AA. */
function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** The `<row>` elements of a worksheet with `rows` rows of `columns` inline text cells. */
export function sheetRows(
  rows: number,
  columns: number,
  text = (r: number, c: number) => `${r}.${c}`,
) {
  const out: string[] = [];
  for (let r = 1; r <= rows; r++) {
    const cells: string[] = [];
    for (let c = 1; c <= columns; c++) {
      cells.push(`<c r="${columnName(c)}${r}" t="inlineStr"><is><t>${text(r, c)}</t></is></c>`);
    }
    out.push(`<row r="${r}">${cells.join('')}</row>`);
  }
  return out.join('');
}
