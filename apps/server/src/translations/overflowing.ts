import { defaultSelection, getPage, layoutSheetPage, type SheetData } from '@pms/sheet';
import { notoSans } from '@pms/sheet/node';

/** Layout time after which other requests get a turn. */
const LAYOUT_SLICE_MS = 20;

/** A translated text that does not fit its box, as the PDF would draw it. */
export interface OverflowingText {
  element: string;
  /** 0 is the main page. */
  page: number;
  /** How far the text reaches below its box, in points. */
  by: number;
}

/**
 * The elements among `names` whose text overflows its box on any page, laid out as every export
 * lays them out (default variant selection, the server's fonts), a page at a time with turns of
 * the event loop between. A translation file is at most 5,000 texts on a sheet's few pages.
 */
export async function overflowingTexts(
  data: SheetData,
  names: readonly string[],
): Promise<OverflowingText[]> {
  const wanted = new Set(names);
  const found: OverflowingText[] = [];
  if (wanted.size === 0) return found;
  let slice = performance.now();
  const pages = [data, ...data.additional_pages].length;
  for (let index = 0; index < pages; index++) {
    const page = getPage(data, index);
    if (!page.elements.some((element) => wanted.has(element.config.name))) continue;
    if (performance.now() - slice > LAYOUT_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
    const layout = layoutSheetPage(data, index, {
      selection: defaultSelection(page),
      ctx: { fonts: notoSans(), images: new Map() },
    });
    for (const element of layout.elements) {
      if (element.overflow && wanted.has(element.name)) {
        found.push({ element: element.name, page: index, by: Math.ceil(element.overflowHeight) });
      }
    }
  }
  return found;
}
