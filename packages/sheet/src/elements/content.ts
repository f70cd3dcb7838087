// Content conventions several element types share: how a spreadsheet cell reads as rich text
// or lines, and how an image source is imported and loaded.
import type { ConfigPatch } from '../model/patch.ts';
import { sanitizeRichText } from '../richtext/sanitize.ts';
import type { CellContent } from './definition.ts';

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

/**
 * A cell as rich text of the sheet's subset, sanitized like every save. A cell with tags is
 * HTML; in plain text a line break in the cell is a line break on the sheet.
 */
export function richTextOfCell(cell: string): string {
  const html = LOOKS_LIKE_HTML.test(cell) ? cell : cell.trim().replace(/\n/g, '<br>');
  return sanitizeRichText(html);
}

/** A cell with one line per list entry or icon line; empty lines are left out. */
export function linesOfCell(cell: string): string[] {
  return cell
    .split('\n')
    .map((line) => richTextOfCell(line))
    .filter((line) => line !== '');
}

/** Where the media library serves its files; other URLs print as placeholders. */
const MEDIA_PREFIX = '/media/';

/** A cell naming an image: its URL becomes the element's source. */
export function imageCell<C extends { src?: { contentUrl: string } | null }>(
  cell: string,
): CellContent<C> {
  const url = cell.trim();
  const patch = { src: { contentUrl: url } } as ConfigPatch<C>;
  return url.startsWith(MEDIA_PREFIX)
    ? { patch }
    : { patch, notice: { kind: 'notInLibrary', url } };
}

/** The image URL of a config or patch with an image source, if it has one. */
export function imageSourcesOf(config: { src?: { contentUrl?: string } | null }): string[] {
  const url = config.src?.contentUrl;
  return url ? [url] : [];
}
