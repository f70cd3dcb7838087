import {
  getPage,
  removeElement,
  type SheetData,
  type Style,
  updateElementConfig,
} from '@pms/sheet/browser';

// Changes of several elements that the designer makes as one undo step, over the engine's
// operations (which change one element each).

/** Moves elements by (dx, dy) points; ids not on the page are left out. */
export function moveElementsBy(
  data: SheetData,
  pageIndex: number,
  ids: readonly number[],
  dx: number,
  dy: number,
): SheetData {
  return ids.reduce((current, id) => {
    const element = getPage(current, pageIndex).elements.find((e) => e.id === id);
    if (!element) return current;
    const { left, top } = element.config.style;
    return updateElementConfig(current, pageIndex, id, {
      style: { left: left + dx, top: top + dy },
    });
  }, data);
}

/** Changes part of an element's style (position, size, colours, …). */
export function setElementStyle(
  data: SheetData,
  pageIndex: number,
  id: number,
  patch: Partial<Style>,
): SheetData {
  return updateElementConfig(data, pageIndex, id, { style: patch });
}

/** Removes elements. */
export function removeElements(data: SheetData, pageIndex: number, ids: readonly number[]) {
  return ids.reduce((current, id) => removeElement(current, pageIndex, id), data);
}
