import { sanitizeRichText } from '@pms/sheet';
import type { CellValue } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellRichText, keepProcessColors, richTextCell, sameRichText } from './xlsxRichText.ts';

describe('XLSX cells as rich text', () => {
  it.each([
    '<strong>Bold</strong> and <em>italic</em>',
    'm<sup>2</sup> and CO<sub>2</sub>, <strong><em><u><sub>all</sub></u></em></strong>',
    '<p>One<br>line <strong>two<br>three</strong></p><p></p><p><br>after an empty line</p>',
    // One paragraph comes back inline: the import puts it in the paragraph it replaces.
    '<span data-size="xs" style="color:#00ff00">small green</span> x&lt;y &amp; &quot;z&quot;',
    'plain &lt;b&gt; text',
  ])('reads back what it writes: %s', (html) => {
    const cell = richTextCell(html) as CellValue;
    expect(cellRichText(cell)).toBe(html);
  });

  it('reads plain cells as text, formulas by their cached result, never as markup', () => {
    expect(cellRichText('Preis <b>neu</b> & x<y')).toBe(
      'Preis &lt;b&gt;neu&lt;/b&gt; &amp; x&lt;y',
    );
    expect(cellRichText({ formula: 'A1&"<b>"', result: 'x<b>' })).toBe('x&lt;b&gt;');
    expect(cellRichText({ formula: '1+1', result: 2 })).toBe('2');
    expect(cellRichText(null)).toBe('');
  });

  it('ends a paragraph at an empty line, also when its breaks are in two runs', () => {
    expect(cellRichText('a\r\nb\n\nc')).toBe('<p>a<br>b</p><p>c</p>');
    expect(
      cellRichText({
        richText: [{ text: 'Bold\n', font: { bold: true } }, { text: '\nnext' }],
      }),
    ).toBe('<p><strong>Bold</strong></p><p>next</p>');
  });

  it('takes a text in other tags for the same, and keeps process colours', () => {
    const cmyk = '<span style="color:device-cmyk(0 1 1 0)">red</span>';
    const stored = sanitizeRichText(`<p><sup><strong>2</strong></sup> ${cmyk}</p>`);
    // Excel's order of marks and the screen colour of the process colour.
    const read = cellRichText(richTextCell(stored) as CellValue);
    expect(read).toBe('<strong><sup>2</sup></strong> <span style="color:#ff0000">red</span>');
    expect(sameRichText(sanitizeRichText(read), stored)).toBe(true);
    expect(sameRichText('<strong><sup>3</sup></strong> red', stored)).toBe(false);
    expect(
      keepProcessColors(sanitizeRichText('<span style="color:#ff0000">červená</span>'), [stored]),
    ).toBe('<span style="color:device-cmyk(0 1 1 0)">červená</span>');
  });

  it("reads the cell's own font, as Calc and Excel write a cell in one format", () => {
    // A plain string in a bold 20 pt cell: the headline as LibreOffice Calc saves it.
    expect(cellRichText('Zimní kola', { bold: true, size: 20, name: 'Cambria' })).toBe(
      '<strong><span data-size="xxl">Zimní kola</span></strong>',
    );
    expect(cellRichText('Ceny s DPH', { size: 6 })).toBe('<span data-size="xxs">Ceny s DPH</span>');
    // Excel's default font (theme colour, 11 pt) is no mark.
    expect(cellRichText('Plain', { size: 11, color: { theme: 1 }, name: 'Calibri' })).toBe('Plain');
    // Runs with a font of their own keep it; runs without take the cell's.
    expect(
      cellRichText(
        { richText: [{ text: 'a', font: { bold: true } }, { text: 'b' }] },
        { italic: true },
      ),
    ).toBe('<strong>a</strong><em>b</em>');
  });

  it('takes a line break at the end of a run for one at the start of the next', () => {
    // Calc moves the break after "Your dealer" into the bold run.
    const stored = '<p><strong>Your dealer</strong><br>Street<br>Town</p>';
    expect(sameRichText('<strong>Your dealer<br></strong>Street<br>Town', stored)).toBe(true);
    expect(sameRichText('<strong>Your dealer<br>Street</strong><br>Town', stored)).toBe(false);
    expect(sameRichText('<strong>Your dealer</strong><br><br>Street<br>Town', stored)).toBe(false);
  });
});
