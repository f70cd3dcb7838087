import { escapeHtml } from '@pms/sheet';
import type { CellValue, RichText } from 'exceljs';

/** Excel font sizes that stand for the sheet's named sizes (as translation files write them). */
const NAMED_SIZES: Readonly<Record<number, string>> = {
  6: 'xxs',
  7: 'xs',
  8: 's',
  12: 'l',
  16: 'xl',
  20: 'xxl',
};

/** A run's size and colour as a span of the subset, or none for Excel's plain font. */
function spanOf(font: Partial<RichText['font']> & object): string | null {
  const size = typeof font.size === 'number' ? NAMED_SIZES[font.size] : undefined;
  const argb = font.color && 'argb' in font.color ? font.color.argb : undefined;
  const color =
    typeof argb === 'string' && /^[0-9a-f]{8}$/i.test(argb) && argb.slice(2) !== '000000'
      ? `#${argb.slice(2).toLowerCase()}`
      : undefined;
  if (size === undefined && color === undefined) return null;
  return `<span${size ? ` data-size="${size}"` : ''}${color ? ` style="color:${color}"` : ''}>`;
}

/** A run of an Excel rich-text cell in the sheet's rich-text subset: bold, italic, ... */
export function runToHtml(run: RichText): string {
  let html = escapeHtml(run.text).replace(/\r?\n/g, '<br>');
  const font = run.font;
  if (!font) return html;
  const span = spanOf(font);
  if (span) html = `${span}${html}</span>`;
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
          r.font?.vertAlign ||
          (r.font && spanOf(r.font) !== null),
      );
      return formatted ? runs.map(runToHtml).join('') : runs.map((r) => r.text).join('');
    }
    if ('result' in value) return cellText(value.result as CellValue);
    if (typeof value.text === 'string') return value.text;
    if (isRecord(value.text)) return cellText(value.text as unknown as CellValue);
  }
  return '';
}
