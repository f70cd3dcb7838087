/** A spreadsheet read into a header row and data rows of cell texts. */
export interface Table {
  headers: string[];
  rows: string[][];
}

const SEPARATORS = [';', ',', '\t'] as const;

/** Windows-1252's characters at 0x80-0x9F, where it differs from Latin-1 (0 = unused). */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161,
  0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** Windows-1252 by hand: Node's decoder for it can be plain Latin-1 without full ICU. */
function decodeWindows1252(bytes: Uint8Array): string {
  const codes = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    const high = byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : 0;
    codes[i] = high || byte;
  }
  // In slices: one call with millions of arguments would overflow the stack.
  let text = '';
  for (let i = 0; i < codes.length; i += 8192) {
    text += String.fromCharCode(...codes.subarray(i, i + 8192));
  }
  return text;
}

/**
 * Bytes as text: UTF-8 (with or without BOM), or Windows-1252 when the bytes are not valid
 * UTF-8, which is what Excel writes for "CSV" (not "CSV UTF-8") on Western systems.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = decodeWindows1252(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The separator of the header line: the most frequent of `;`, `,` and tab outside quotes.
 * Excel in most of Europe writes `;`, elsewhere `,`.
 */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  let most = 0;
  for (const [separator, count] of counts) {
    if (count > most) {
      best = separator;
      most = count;
    }
  }
  return best;
}

/** How much a CSV file may hold; parsing stops at the first thing beyond them. */
export interface CsvLimits {
  /** Records, the header row included. */
  records: number;
  /** Characters of one field. */
  field: number;
  /** Called when a limit is passed; throws the error the caller wants. */
  exceeded(what: 'records' | 'field', record: number, field: number): never;
}

const UNLIMITED: CsvLimits = {
  records: Number.POSITIVE_INFINITY,
  field: Number.POSITIVE_INFINITY,
  exceeded: () => {
    throw new Error('unreachable');
  },
};

/**
 * Parses CSV as RFC 4180 describes it: quoted fields may hold separators, line breaks and
 * doubled quotes; lines end in CRLF or LF. Wholly empty lines are skipped. Stops with
 * `limits.exceeded` as soon as the file has more records or a longer field than `limits`.
 */
export function parseCsv(
  text: string,
  separator = detectSeparator(text),
  limits: CsvLimits = UNLIMITED,
): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    if (record.some((value) => value !== '')) {
      records.push(record);
      if (records.length > limits.records) limits.exceeded('records', records.length, 0);
    }
    record = [];
    field = '';
  };
  while (i < text.length) {
    if (field.length > limits.field) {
      limits.exceeded('field', records.length + 1, record.length + 1);
    }
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      i++;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i++;
    } else field += char;
    i++;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** A CSV file as a table: the first record is the header row. */
export function readCsv(bytes: Uint8Array, limits: CsvLimits = UNLIMITED): Table {
  const text = decodeText(bytes);
  const [headers = [], ...rows] = parseCsv(text, detectSeparator(text), limits);
  return { headers: headers.map((h) => h.trim()), rows };
}
