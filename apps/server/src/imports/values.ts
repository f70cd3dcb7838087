import { type Element, sanitizeRichText } from '@pms/sheet';
import { ImportError } from './messages.ts';

/** A config patch for one element, as the engine's operations take it. */
export type ConfigPatch = Record<string, unknown>;

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

/**
 * A cell as rich text of the sheet's subset, sanitized like every save. A cell with tags is
 * HTML; in plain text a line break in the cell is a line break on the sheet.
 */
export function richTextOf(value: string): string {
  const html = LOOKS_LIKE_HTML.test(value) ? value : value.trim().replace(/\n/g, '<br>');
  return sanitizeRichText(html);
}

/** A cell with one line per list entry or icon line; empty lines are left out. */
function linesOf(value: string): string[] {
  return value
    .split('\n')
    .map((line) => richTextOf(line))
    .filter((line) => line !== '');
}

/**
 * What a cell changes on an element: the text of a text element, the lines of a list, the
 * texts beside the icons (their pictograms stay), the image of an image or logo, or with
 * `field` "url" the element's link. `current` is the element as the row sees it.
 */
export function patchFor(
  element: Element,
  field: 'content' | 'url',
  value: string,
  warnings: string[],
): ConfigPatch {
  const name = element.config.name;
  if (field === 'url') return { url: value.trim() };
  switch (element.type) {
    case 'p':
      return { text: richTextOf(value) };
    case 'ul':
      return { items: linesOf(value) };
    case 'icons': {
      const texts = linesOf(value);
      const lines = element.config.lines;
      if (texts.length > lines.length) {
        warnings.push(
          `"${name}" has ${lines.length} icon lines; ${texts.length - lines.length} more lines in the file were ignored.`,
        );
      }
      return { lines: lines.map((line, i) => ({ ...line, text: texts[i] ?? line.text })) };
    }
    case 'img':
    case 'logo': {
      const url = value.trim();
      if (!url.startsWith('/media/')) {
        warnings.push(
          `The image "${url}" of "${name}" is not in the media library; it prints as a placeholder.`,
        );
      }
      return { src: { contentUrl: url } };
    }
    case 'tyre_label':
      throw new ImportError(
        `The element "${name}" is a tyre label; its data cannot be imported from a spreadsheet. Import canceled.`,
      );
  }
}
