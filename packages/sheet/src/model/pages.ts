import type { Page, SheetData } from './sheet.ts';

/** Thrown when an editing operation is refused, e.g. deleting page 0 or a duplicate name. */
export class SheetOperationError extends Error {
  override readonly name = 'SheetOperationError';
}

/** Number of pages: the main page plus the additional pages. */
export function pageCount(data: SheetData): number {
  return 1 + data.additional_pages.length;
}

/** The content of page `index`: 0 is the main page, 1 and up are the additional pages. */
export function getPage(data: SheetData, index: number): Page {
  if (index === 0) {
    return {
      elements: data.elements,
      variant_groups: data.variant_groups,
      variants: data.variants,
      connected_groups: data.connected_groups,
    };
  }
  const page = Number.isInteger(index) && index > 0 ? data.additional_pages[index - 1] : undefined;
  if (page === undefined) {
    throw new SheetOperationError(
      `Page ${index} does not exist (the sheet has ${pageCount(data)})`,
    );
  }
  return page;
}

/** Every page in order, page 0 first. */
export function allPages(data: SheetData): Page[] {
  return [getPage(data, 0), ...data.additional_pages];
}

/** Returns new data with page `index` replaced by `update(page)`. */
export function updatePage(
  data: SheetData,
  index: number,
  update: (page: Page) => Page,
): SheetData {
  const page = update(getPage(data, index));
  if (index === 0) {
    return {
      ...data,
      elements: page.elements,
      variant_groups: page.variant_groups,
      variants: page.variants,
      connected_groups: page.connected_groups,
    };
  }
  const additional = data.additional_pages.slice();
  additional[index - 1] = page;
  return { ...data, additional_pages: additional };
}

/** The next free id: the maximum + 1, or 1 for an empty list. */
export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

/** Index of element `elementId` on a page; throws if it is not there. */
export function elementIndex(page: Page, elementId: number): number {
  const index = page.elements.findIndex((e) => e.id === elementId);
  if (index < 0) throw new SheetOperationError(`Element ${elementId} does not exist on this page`);
  return index;
}
