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

/** The header line is looked for in this many characters: far more than 200 column names. */
const SEPARATOR_SCAN = 100_000;

/**
 * The separator of the header line: the most frequent of `;`, `,` and tab outside quotes.
 * Excel in most of Europe writes `;`, elsewhere `,`.
 */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  const end = Math.min(text.length, SEPARATOR_SCAN);
  for (let i = 0; i < end; i++) {
    const char = text[i] as string;
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

/** What a CSV file may hold; parsing stops at the first thing beyond it. */
export interface CsvLimits {
  /** Records, the header row included. */
  records: number;
  /** Fields of one record. */
  fields: number;
  /** Characters of one field. */
  field: number;
  /** Characters of all fields together. */
  characters: number;
  /**
   * Called when a limit is passed, with the record and field (both counted from 1) where it
   * happened; throws the error the caller wants.
   */
  exceeded(
    what: 'records' | 'fields' | 'field' | 'characters',
    record: number,
    field: number,
  ): never;
}

const UNLIMITED: CsvLimits = {
  records: Number.POSITIVE_INFINITY,
  fields: Number.POSITIVE_INFINITY,
  field: Number.POSITIVE_INFINITY,
  characters: Number.POSITIVE_INFINITY,
  exceeded: () => {
    throw new Error('unreachable');
  },
};

const QUOTE = 34;
const CR = 13;
const LF = 10;

/**
 * Parses CSV as RFC 4180 describes it: quoted fields may hold separators, line breaks and
 * doubled quotes; lines end in CRLF or LF. Wholly empty lines are skipped. Text is taken in
 * slices, not a character at a time, and parsing stops with `limits.exceeded` as soon as the
 * file has more records, fields or characters than `limits` allow: a 10 MB file is refused
 * in milliseconds.
 */
export function parseCsv(
  text: string,
  separator = detectSeparator(text),
  limits: CsvLimits = UNLIMITED,
): string[][] {
  const separatorCode = separator.charCodeAt(0);
  const records: string[][] = [];
  let record: string[] = [];
  let characters = 0;
  let i = 0;
  const where = () => [records.length + 1, record.length + 1] as const;
  const addField = (field: string) => {
    if (field.length > limits.field) limits.exceeded('field', ...where());
    characters += field.length;
    if (characters > limits.characters) limits.exceeded('characters', ...where());
    if (record.length >= limits.fields) limits.exceeded('fields', ...where());
    record.push(field);
  };
  const endRecord = () => {
    if (record.some((value) => value !== '')) {
      records.push(record);
      if (records.length > limits.records) limits.exceeded('records', records.length, 0);
    }
    record = [];
  };
  while (i <= text.length) {
    // One field, from `i` to a separator, a line end or the end of the text.
    let field = '';
    if (text.charCodeAt(i) === QUOTE) {
      i++;
      for (;;) {
        const close = text.indexOf('"', i);
        const end = close < 0 ? text.length : close;
        if (field.length + (end - i) > limits.field) limits.exceeded('field', ...where());
        field += text.slice(i, end);
        i = end + 1;
        if (close < 0) break;
        if (text.charCodeAt(i) !== QUOTE) break;
        field += '"';
        i++;
      }
    }
    // Unquoted text, also after a closing quote, up to the separator or the line's end.
    let end = i;
    while (end < text.length) {
      const code = text.charCodeAt(end);
      if (code === separatorCode || code === CR || code === LF) break;
      end++;
      if (field.length + (end - i) > limits.field) limits.exceeded('field', ...where());
    }
    if (end > i) field += text.slice(i, end);
    const code = text.charCodeAt(end);
    if (end >= text.length) {
      if (field !== '' || record.length > 0) addField(field);
      endRecord();
      break;
    }
    addField(field);
    i = end + 1;
    if (code !== separatorCode) {
      if (code === CR && text.charCodeAt(i) === LF) i++;
      endRecord();
    }
  }
  return records;
}

/** A CSV file as a table: the first record is the header row. */
export function readCsv(bytes: Uint8Array, limits: CsvLimits = UNLIMITED): Table {
  const text = decodeText(bytes);
  const [headers = [], ...rows] = parseCsv(text, detectSeparator(text), limits);
  return { headers: headers.map((h) => h.trim()), rows };
}
