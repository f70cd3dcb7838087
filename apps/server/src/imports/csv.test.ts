import { describe, expect, it } from 'vitest';
import { decodeText, detectSeparator, parseCsv, readCsv } from './csv.ts';

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
