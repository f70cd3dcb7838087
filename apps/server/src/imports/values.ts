import { type AnyElementDefinition, definitionOf, type Element } from '@pms/sheet';
import { ImportError } from './messages.ts';

/** A config patch for one element, as the engine's operations take it. */
export type ConfigPatch = Record<string, unknown>;

/** What a definition noticed about a cell it read, for the importer to word. */
type CellNotice = NonNullable<
  Extract<ReturnType<AnyElementDefinition['fromCell']>, { patch: unknown }>['notice']
>;

/** The importer's words for what a definition noticed about a cell. */
function noticeText(name: string, notice: CellNotice): string {
  switch (notice.kind) {
    case 'extraLines':
      return `"${name}" has ${notice.lines} icon lines; ${notice.ignored} more lines in the file were ignored.`;
    case 'notInLibrary':
      return `The image "${notice.url}" of "${name}" is not in the media library; it prints as a placeholder.`;
  }
}

/**
 * What a cell changes on an element: with `field` "url" the element's link, otherwise what
 * its type's definition makes of the cell (the text of a text element, the lines of a list,
 * the texts beside the icons, the image of an image or logo). `element` is the element as
 * the row sees it.
 */
export function patchFor(
  element: Element,
  field: 'content' | 'url',
  value: string,
  warnings: string[],
): ConfigPatch {
  const name = element.config.name;
  if (field === 'url') return { url: value.trim() };
  const definition = definitionOf(element);
  const content = definition.fromCell(element, value);
  if ('refused' in content) {
    throw new ImportError(
      `The element "${name}" is a ${definition.label.toLowerCase()}; its data cannot be imported from a spreadsheet. Import canceled.`,
    );
  }
  if (content.notice) warnings.push(noticeText(name, content.notice));
  return content.patch;
}
