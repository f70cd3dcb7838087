import { parseRichText, type TextSize } from '@pms/sheet';
import type { Font, RichText } from 'exceljs';

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

/** The Excel font of a run: only what the sheet's rich text has, nothing Excel adds. */
function fontOf(run: ReturnType<typeof parseRichText>[number]['runs'][number]): Partial<Font> {
  const font: Partial<Font> = {};
  if (run.bold) font.bold = true;
  if (run.italic) font.italic = true;
  if (run.underline) font.underline = true;
  if (run.baseline === 'super') font.vertAlign = 'superscript';
  if (run.baseline === 'sub') font.vertAlign = 'subscript';
  const size = EXCEL_SIZES[run.size];
  if (size !== undefined) font.size = size;
  if (run.color?.startsWith('#')) font.color = { argb: `FF${run.color.slice(1).toUpperCase()}` };
  return font;
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

/**
 * A translated cell's text (as the table reader gives it: formatting already as tags) as the
 * sheet's rich text: an empty line separates paragraphs, a line break stays one.
 */
export function cellRichText(cell: string): string {
  const html = cell.replace(/\r\n?/g, '\n').replace(/\n/g, '<br>');
  const paragraphs = html.split(/(?:<br>\s*){2,}/);
  return paragraphs.length > 1 ? paragraphs.map((p) => `<p>${p}</p>`).join('') : html;
}
