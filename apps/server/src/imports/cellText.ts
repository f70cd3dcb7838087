import { escapeHtml } from '@pms/sheet';
import type { CellValue, RichText } from 'exceljs';

/** A run of an Excel rich-text cell in the sheet's rich-text subset: bold, italic, ... */
function runToHtml(run: RichText): string {
  let html = escapeHtml(run.text).replace(/\r?\n/g, '<br>');
  const font = run.font;
  if (!font) return html;
  if (font.vertAlign === 'superscript') html = `<sup>${html}</sup>`;
  if (font.vertAlign === 'subscript') html = `<sub>${html}</sub>`;
  if (font.underline && font.underline !== 'none') html = `<u>${html}</u>`;
  if (font.italic) html = `<em>${html}</em>`;
  if (font.bold) html = `<strong>${html}</strong>`;
  return html;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The text of an Excel cell. Formatting applied in Excel (bold, italic, underline, super- and
 * subscript) becomes the sheet's rich-text tags, so a cell formatted by hand imports as such;
 * tags typed into a cell stay as they are.
 */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (isRecord(value)) {
    if (Array.isArray(value.richText)) {
      const runs = value.richText as RichText[];
      // Only a cell that really is formatted turns into tags: plain runs stay plain text.
      const formatted = runs.some(
        (r) =>
          r.font?.bold ||
          r.font?.italic ||
          (r.font?.underline && r.font.underline !== 'none') ||
          r.font?.vertAlign,
      );
      return formatted ? runs.map(runToHtml).join('') : runs.map((r) => r.text).join('');
    }
    if ('result' in value) return cellText(value.result as CellValue);
    if (typeof value.text === 'string') return value.text;
    if (isRecord(value.text)) return cellText(value.text as unknown as CellValue);
  }
  return '';
}
