import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { TranslationRow } from './rows.ts';
import { readTranslationXlsx, writeTranslationXlsx } from './xlsx.ts';
import { looksLikeFormula } from './xlsxFormulaText.ts';

const FORMULA_LIKE = ['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\t=1+1', '\r\n=1', ' =A1', '＝1+1'];
const PLAIN = ['Hello', 'a=b', '100 %', 'e-mail', ''];

function row(key: string, target: string, variant = ''): TranslationRow {
  return { key, field: undefined, page: 0, variant, source: 'Source', target, room: '' };
}

/** Each cell's address with whether its format has Excel's quotePrefix. */
function quotedCells(bytes: Uint8Array): Map<string, boolean> {
  const files = unzipSync(bytes);
  const styles = strFromU8(files['xl/styles.xml'] ?? new Uint8Array());
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const xfs = [...cellXfs.matchAll(/<xf\b[^>]*>/g)].map((m) => /quotePrefix="1"/.test(m[0]));
  const cells = new Map<string, boolean>();
  for (const m of sheet.matchAll(/<c r="([A-Z]+\d+)"(?: s="(\d+)")?/g)) {
    cells.set(m[1] ?? '', xfs[Number(m[2] ?? 0)] === true);
  }
  expect(sheet).not.toContain('<f>');
  return cells;
}

describe('formula-like texts in translation XLSX files', () => {
  it('tells the texts Excel would take for a formula when edited', () => {
    for (const text of FORMULA_LIKE) expect(looksLikeFormula(text), text).toBe(true);
    for (const text of PLAIN) expect(looksLikeFormula(text), text).toBe(false);
    expect(looksLikeFormula({ richText: [{ text: '' }, { text: '=A1' }] })).toBe(true);
    expect(looksLikeFormula(3)).toBe(false);
    expect(looksLikeFormula(null)).toBe(false);
  });

  it('gives exactly those cells quotePrefix, and reads them back unchanged', async () => {
    const rows = [
      ...FORMULA_LIKE.map((text, index) => row(`Text ${index}`, text)),
      ...PLAIN.filter((text) => text !== '').map((text, index) => row(`Plain ${index}`, text)),
      // Element and variant names are the users' too; a formatted text is rich text.
      row('=HYPERLINK("http://x")', 'Plain', '-Winter'),
      row('Bold', '<strong>=A1</strong> and more'),
    ];
    const bytes = await writeTranslationXlsx({
      original: '/api/sheets/1',
      title: 'Formulas',
      sourceLanguage: 'en',
      targetLanguage: 'cs',
      rows,
    });
    const cells = quotedCells(bytes);
    rows.forEach((written, index) => {
      const line = index + 2;
      // Columns: A Element, C Variant, D Source, E Target.
      expect(cells.get(`E${line}`), `target ${JSON.stringify(written.target)}`).toBe(
        looksLikeFormula(written.target.replace(/<[^>]+>/g, '')),
      );
      expect(cells.get(`A${line}`), `key ${written.key}`).toBe(looksLikeFormula(written.key));
      expect(cells.get(`D${line}`)).toBe(false);
      if (written.variant) expect(cells.get(`C${line}`)).toBe(true);
    });
    expect(cells.get('E1')).toBe(false);

    const read = await readTranslationXlsx(bytes);
    const byKey = new Map(read.map((t) => [t.key, t.text]));
    for (const [index, text] of FORMULA_LIKE.entries()) {
      // A tab or line break before the text is whitespace to the sheet's rich text.
      expect(byKey.get(`Text ${index}`)?.trim(), JSON.stringify(text)).toBe(text.trim());
    }
    expect(byKey.get('=HYPERLINK("http://x")')).toBe('Plain');
    expect(byKey.get('Bold')).toBe('<strong>=A1</strong> and more');
  });
});
