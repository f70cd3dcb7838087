import { parseRichText, type TextSize, toScreenColor } from '@pms/sheet';
import type { CellRichTextValue, CellValue, Font, RichText } from 'exceljs';
import { cellText, runToHtml } from '../imports/cellText.ts';

/**
 * The sheet's named text sizes as Excel font sizes, so a translator sees a bigger price as
 * bigger and the size comes back as the same name. The medium size (`m`) is the cell's own.
 */
export const EXCEL_SIZES: Readonly<Partial<Record<TextSize, number>>> = {
  xxs: 6,
  xs: 7,
  s: 8,
  l: 12,
  xl: 16,
  xxl: 20,
};

type Run = ReturnType<typeof parseRichText>[number]['runs'][number];

/** The Excel font of a run: only what the sheet's rich text has, nothing Excel adds. */
function fontOf(run: Run): Partial<Font> {
  const font: Partial<Font> = {};
  if (run.bold) font.bold = true;
  if (run.italic) font.italic = true;
  if (run.underline) font.underline = true;
  if (run.baseline === 'super') font.vertAlign = 'superscript';
  if (run.baseline === 'sub') font.vertAlign = 'subscript';
  const size = EXCEL_SIZES[run.size];
  if (size !== undefined) font.size = size;
  const color = carriedColor(run.color);
  if (color !== undefined) font.color = { argb: `FF${color.slice(1).toUpperCase()}` };
  return font;
}

/**
 * A run's colour as an XLSX cell carries it: a process colour (`device-cmyk`) as the colour a
 * screen shows for it, and black not at all, since cells read black as Excel's default.
 */
function carriedColor(color: string | undefined): string | undefined {
  const screen = color === undefined ? undefined : toScreenColor(color);
  return screen?.startsWith('#') && screen !== '#000000' ? screen : undefined;
}

/** A run's format as an XLSX cell carries it, for comparing. */
const formatKey = (run: Run) =>
  JSON.stringify({ ...run, text: '', color: carriedColor(run.color) });

/**
 * The runs with the line breaks that end a run moved to the start of the next: a break
 * between two runs belongs to either (the export writes it with the next, Calc with the one
 * before), and it shows the same in both.
 */
function breaksForward(runs: readonly Run[]): Run[] {
  const result: Run[] = [];
  let carriedBreaks = '';
  runs.forEach((run, index) => {
    const breaks = index < runs.length - 1 ? (/\n+$/.exec(run.text)?.[0] ?? '') : '';
    const body = run.text.slice(0, run.text.length - breaks.length);
    if (body === '') {
      carriedBreaks += breaks;
      return;
    }
    const text = carriedBreaks + body;
    carriedBreaks = breaks;
    const last = result.at(-1);
    if (last && formatKey(last) === formatKey(run)) last.text += text;
    else result.push({ ...run, text });
  });
  return result;
}

/** Paragraphs as an XLSX cell carries them, for comparing. */
function carried(html: string): string {
  return JSON.stringify(
    parseRichText(html).map((paragraph) =>
      breaksForward(paragraph.runs).map((run) => ({ ...run, color: carriedColor(run.color) })),
    ),
  );
}

/**
 * Whether a translation says what `original` says, as far as a translation file carries it:
 * the same words, marks, sizes, lines and paragraphs, whatever order the tags come in, with
 * colours compared as XLSX carries them. Such a translation leaves the original as it is.
 */
export function sameRichText(translation: string, original: string): boolean {
  return translation === original || carried(translation) === carried(original);
}

/**
 * The translation with the process colours of `originals` (the text it replaces, the text it
 * was translated from) back where XLSX gave their screen colours: a print colour stays a print
 * colour through a translator's spreadsheet.
 */
export function keepProcessColors(translation: string, originals: readonly string[]): string {
  let result = translation;
  for (const paragraph of originals.flatMap((original) => parseRichText(original))) {
    for (const { color } of paragraph.runs) {
      if (!color?.startsWith('device-cmyk')) continue;
      const screen = carriedColor(color);
      if (screen) result = result.replaceAll(`style="color:${screen}"`, `style="color:${color}"`);
    }
  }
  return result;
}

/**
 * A text of the sheet as an Excel rich-text cell value: bold, italic, underline, super- and
 * subscript, size and colour as Excel formatting, paragraphs separated by an empty line and
 * line breaks as line breaks; no tags. Plain text stays a plain string.
 */
export function richTextCell(html: string): string | { richText: RichText[] } {
  const paragraphs = parseRichText(html);
  const runs: RichText[] = [];
  paragraphs.forEach((paragraph, index) => {
    if (index > 0) runs.push({ text: '\n\n' });
    for (const run of paragraph.runs) {
      if (run.text === '') continue;
      const font = fontOf(run);
      runs.push(Object.keys(font).length > 0 ? { text: run.text, font } : { text: run.text });
    }
  });
  if (runs.every((run) => run.font === undefined)) return runs.map((run) => run.text).join('');
  return { richText: runs };
}

/** Whether a cell value is Excel rich text. */
function isRichText(value: CellValue): value is CellRichTextValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as CellRichTextValue).richText)
  );
}

/**
 * A translated cell as the sheet's rich text, the inverse of richTextCell: Excel's formatting
 * becomes marks and everything else is text (tags typed into a cell too: "x<y" stays text);
 * an empty line separates paragraphs, a line break stays one, inside the marks of its run. A
 * formula's cached result is read, never evaluated. `cellFont` is the cell's own font (its
 * cell style): a spreadsheet program writes a cell whose text has one format (LibreOffice
 * Calc on every save, Excel for a cell typed in one format) as a plain string in a bold or
 * larger cell, and runs without a font of their own take the cell's, as in Excel.
 */
export function cellRichText(value: CellValue, cellFont?: Partial<Font>): string {
  const runs: RichText[] = isRichText(value)
    ? value.richText.map((run) => (run.font || !cellFont ? run : { ...run, font: cellFont }))
    : [cellFont ? { text: cellText(value), font: cellFont } : { text: cellText(value) }];
  const paragraphs: RichText[][] = [[]];
  for (const run of runs) {
    const append = (text: string) => {
      const paragraph = paragraphs.at(-1) as RichText[];
      const last = paragraph.at(-1);
      if (last !== undefined && last.font === run.font) last.text += text;
      else paragraph.push(run.font ? { text, font: run.font } : { text });
    };
    run.text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .forEach((line, index) => {
        const paragraph = paragraphs.at(-1) as RichText[];
        const last = paragraph.at(-1);
        // A second line break in a row (in this run or the one before) ends the paragraph.
        if (index > 0 && last?.text.endsWith('\n')) {
          last.text = last.text.slice(0, -1);
          if (last.text === '') paragraph.pop();
          paragraphs.push([]);
        } else if (index > 0) append('\n');
        if (line !== '') append(line);
      });
  }
  const html = paragraphs.map((paragraph) => paragraph.map(runToHtml).join(''));
  return html.length > 1 ? html.map((p) => `<p>${p}</p>`).join('') : (html[0] ?? '');
}

/** The text of a cell read by cellRichText, without its marks: for keys and page numbers. */
export function plainText(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
