import { zipSync } from 'fflate';

/** A minimal XLSX whose one worksheet has `rows` rows of one text cell, built without exceljs. */
export function xlsxWithRows(rows: number, text = 'x'): Uint8Array {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  for (let r = 1; r <= rows; r++) {
    parts.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${text}</t></is></c></row>`);
  }
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${parts.join('')}</sheetData></worksheet>`;
  return zipSync(
    {
      '[Content_Types].xml': encoder.encode(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
      '_rels/.rels': encoder.encode(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
      'xl/workbook.xml': encoder.encode(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': encoder.encode(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': encoder.encode(sheet),
    },
    { level: 1 },
  );
}

const XLIFF_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="cs"><file id="f1">';
const XLIFF_TAIL = '</file></xliff>';

/** An XLIFF 2.0 file of `units` translation units. */
export function xliffWithUnits(units: number): string {
  const body: string[] = [];
  for (let i = 0; i < units; i++) {
    body.push(
      `<unit id="u${i}"><segment><source>Text ${i}</source><target>Text ${i}</target></segment></unit>`,
    );
  }
  return XLIFF_HEAD + body.join('') + XLIFF_TAIL;
}

/** An XLIFF 2.0 file whose one target nests `depth` paired codes. */
export function xliffNested(depth: number): string {
  const open = '<pc id="1">'.repeat(depth);
  const close = '</pc>'.repeat(depth);
  return `${XLIFF_HEAD}<unit id="Price"><segment><source>x</source><target>${open}x${close}</target></segment></unit>${XLIFF_TAIL}`;
}

/** An SVG of ordinary size whose turbulence filter would take half a minute to draw. */
export const SLOW_FILTER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="t"><feTurbulence baseFrequency="0.05" numOctaves="1000"/></filter><rect width="2000" height="2000" filter="url(#t)"/></svg>`;

/** An SVG whose filter would take seconds and hundreds of megabytes to rasterize. */
export const HEAVY_FILTER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000" viewBox="0 0 20000 20000"><defs><filter id="f" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.9" numOctaves="64"/><feGaussianBlur stdDeviation="500"/><feConvolveMatrix order="50" kernelMatrix="${'1 '.repeat(2500)}"/></filter></defs><rect width="20000" height="20000" filter="url(#f)"/></svg>`;
