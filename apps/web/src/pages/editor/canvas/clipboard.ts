import {
  addElement,
  type Element,
  type ElementConfigMap,
  type ElementType,
  getPage,
  type SheetData,
} from '@pms/sheet/browser';

/** How far a pasted or duplicated copy is offset from its original, in points. */
export const PASTE_OFFSET = 10;

/**
 * Copied elements, kept in this tab across sheets (copy in one sheet, paste in another). The
 * system clipboard is left alone: a pasted element is a designer object, not text.
 */
let copied: readonly Element[] = [];

export function copyElements(elements: readonly Element[]): void {
  copied = elements.map((element) => structuredClone(element));
}

export function hasCopiedElements(): boolean {
  return copied.length > 0;
}

/**
 * Adds copies of `elements` to a page, offset a little, each with a unique name (the engine
 * numbers a name in use). Answers the new document and the ids of the copies.
 */
export function pasteElements(
  data: SheetData,
  pageIndex: number,
  elements: readonly Element[] = copied,
): { data: SheetData; ids: number[] } {
  let next = data;
  const ids: number[] = [];
  for (const element of elements) {
    const style = element.config.style;
    const config = {
      ...element.config,
      style: { ...style, left: style.left + PASTE_OFFSET, top: style.top + PASTE_OFFSET },
    } as ElementConfigMap[ElementType];
    next = addElement(next, pageIndex, element.type, config);
    const added = getPage(next, pageIndex).elements.at(-1);
    if (added) ids.push(added.id);
  }
  return { data: next, ids };
}
