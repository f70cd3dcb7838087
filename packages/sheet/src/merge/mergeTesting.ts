// Test data for the merge's tests; not part of the public API.
import type { Element } from '../model/element.ts';
import { updateElementConfig } from '../model/operations.ts';
import { getPage } from '../model/pages.ts';
import { parseSheetData } from '../model/parse.ts';
import type { SheetData } from '../model/sheet.ts';
import { rawText, sheetWithVariants } from '../testing/factories.ts';
import { same } from './context.ts';
import { mergeSheets } from './mergeSheets.ts';
import type { MergeConflict, MergeSide, SheetFields, SheetMerge } from './types.ts';

/**
 * The version both designers loaded: page 0 holds Headline (1), Price (2) and Footer (3), in
 * that painting order, and the variant groups of `sheetWithVariants` (Tyre size: 1, 2, 3; Rim:
 * 4, 5). Additional pages come from `pages`, each a list of element names.
 */
export function loaded(pages: string[][] = []): SheetData {
  return sheetWithVariants({
    elements: [
      rawText(1, 'Headline', { config: { name: 'Headline', text: 'Winter', style: box(10, 20) } }),
      rawText(2, 'Price', { config: { name: 'Price', text: '499 €', style: box(10, 100) } }),
      rawText(3, 'Footer', { config: { name: 'Footer', text: 'Terms', style: box(10, 700) } }),
    ],
    additional_pages: pages.map((names) => ({
      elements: names.map((name, i) => rawText(i + 1, name)),
    })),
  });
}

/** A 100 × 50 box at (left, top). */
export function box(left: number, top: number) {
  return { left, top, width: 100, height: 50 };
}

/** Merges three versions' data (and fields), checking that the merged data parses as it is. */
export function merge(
  base: SheetData,
  mine: SheetData,
  theirs: SheetData,
  choose: Record<string, MergeSide> = {},
  meta?: [SheetFields, SheetFields, SheetFields],
): SheetMerge {
  const result = mergeSheets(
    { data: base, meta: meta?.[0] },
    { data: mine, meta: meta?.[1] },
    { data: theirs, meta: meta?.[2] },
    choose,
  );
  // As stored: JSON text through the engine's parser, which must accept it and change nothing.
  const parsed = parseSheetData(JSON.stringify(result.data));
  if (!same(parsed, result.data)) throw new Error('The merged data changes when parsed');
  return result;
}

/** Moves element `id` of page `page` to (left, top). */
export function moved(data: SheetData, id: number, left: number, top: number, page = 0): SheetData {
  return updateElementConfig(data, page, id, { style: { left, top } });
}

/** Sets the text of element `id` of page `page`. */
export function retexted(data: SheetData, id: number, text: string, page = 0): SheetData {
  return updateElementConfig(data, page, id, { text });
}

/** The element `id` of page `page`. */
export function element(data: SheetData, id: number, page = 0): Element {
  const found = getPage(data, page).elements.find((e) => e.id === id);
  if (found === undefined) throw new Error(`no element ${id} on page ${page}`);
  return found;
}

/** Element names of each page, in painting order, as `id:name`. */
export function layout(data: SheetData): string[][] {
  return [data, ...data.additional_pages].map((page) =>
    page.elements.map((e) => `${e.id}:${e.config.name}`),
  );
}

/** Conflict `index` of a merge; throws when there is none, so a test fails where it looks. */
export function conflictAt(result: SheetMerge, index = 0): MergeConflict {
  const conflict = result.conflicts[index];
  if (conflict === undefined) throw new Error(`no conflict ${index}`);
  return conflict;
}
