import { describe, expect, it } from 'vitest';
import { type CsvLimits, decodeText, detectSeparator, parseCsv, readCsv } from './csv.ts';

describe('CSV reading', () => {
  it('parses quoted fields with separators, doubled quotes and line breaks (RFC 4180)', () => {
    expect(parseCsv('a,"b,c","say ""hi""","two\r\nlines"\r\n1,2,3,4\r\n', ',')).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\r\nlines'],
      ['1', '2', '3', '4'],
    ]);
  });

  it('skips empty lines and keeps empty fields', () => {
    expect(parseCsv('a;b;c\n\n;x;\n', ';')).toEqual([
      ['a', 'b', 'c'],
      ['', 'x', ''],
    ]);
  });

  it('finds the separator of the header line, ignoring quoted ones', () => {
    expect(detectSeparator('Headline;Price;"a,b,c"\nx;y;z')).toBe(';');
    expect(detectSeparator('Headline,Price\nx;y;z;w')).toBe(',');
    expect(detectSeparator('Headline\tPrice\n')).toBe('\t');
  });

  it('reads UTF-8 with a BOM and falls back to Windows-1252 for Excel’s plain CSV', () => {
    const utf8 = new TextEncoder().encode('\uFEFFNázev;Cena\nZimní kola;€ 5\n');
    expect(readCsv(utf8)).toEqual({ headers: ['Název', 'Cena'], rows: [['Zimní kola', '€ 5']] });
    // "Räder" and the euro sign as Windows-1252 bytes: invalid UTF-8.
    const cp1252 = new Uint8Array([0x52, 0xe4, 0x64, 0x65, 0x72, 0x3b, 0x80, 0x0a]);
    expect(decodeText(cp1252)).toBe('Räder;€\n');
  });
});

describe('CSV limits', () => {
  const stops: string[] = [];
  const limits: CsvLimits = {
    records: 3,
    fields: 2,
    field: 5,
    characters: 12,
    exceeded(what, record, field) {
      stops.push(`${what} ${record}:${field}`);
      throw new Error(what);
    },
  };

  it('stops at the first record, field or character beyond the limits, and names where', () => {
    expect(parseCsv('a;b\nc;d\ne;f\n', ';', limits)).toHaveLength(3);
    expect(() => parseCsv('a;b\nc;d\ne;f\ng;h\n', ';', limits)).toThrow('records');
    expect(() => parseCsv('a;b;c\n', ';', limits)).toThrow('fields');
    expect(() => parseCsv('a;b\nc;123456\n', ';', limits)).toThrow('field');
    expect(() => parseCsv('a;"12\n3456"\n', ';', limits)).toThrow('field');
    expect(() => parseCsv('abcde;abcde\nabc\n', ';', limits)).toThrow('characters');
    expect(stops).toEqual([
      'records 4:0',
      'fields 1:3',
      'field 2:2',
      'field 1:2',
      'characters 2:1',
    ]);
  });

  it('refuses ten megabytes of separators in milliseconds, at the first field too many', () => {
    const started = performance.now();
    expect(() => parseCsv(';'.repeat(10_000_000), ';', limits)).toThrow('fields');
    expect(performance.now() - started).toBeLessThan(100);
  });
});
