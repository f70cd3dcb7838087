import { definitionOf } from '../elements/registry.ts';
import type { DealerValues } from '../model/dealerValue.ts';
import type { Element } from '../model/element.ts';
import type { ElementType } from '../model/elementTypes.ts';
import { getPage } from '../model/pages.ts';
import type { SheetData } from '../model/sheet.ts';
import type { RenderItem, RenderPage } from '../render/tree.ts';
import { applyDealerProfile, type DealerProfile } from '../variants/dealerProfile.ts';
import { applyDealerValues } from '../variants/dealerValues.ts';
import { resolvePage } from '../variants/resolve.ts';
import { defaultSelection, type VariantSelection } from '../variants/selection.ts';
import { appendAll } from './appendAll.ts';
import type { LayoutContext } from './element.ts';

/** A4 portrait in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** How to lay out a page. */
export interface PageLayoutOptions {
  /** Selected variant per group; without it, the default selection for `search`. */
  selection?: VariantSelection;
  /** Search text that picks the default variants (SPEC section 4). */
  search?: string;
  /** Dealer content by element name; see `applyDealerValues`. */
  dealerValues?: DealerValues;
  /** The reader's dealer profile: fills texts bound to its fields; see `applyDealerProfile`. */
  dealerProfile?: DealerProfile | null;
  ctx: LayoutContext;
}

/** What became of one element of the page, for the editor's hints and the export's checks. */
export interface ElementLayoutSummary {
  id: number;
  name: string;
  type: ElementType;
  overflow: boolean;
  overflowHeight: number;
  /** Image URLs the element needs that the layout context lacks. */
  missingImages: string[];
  /** A placeholder stands in for the element's image. */
  placeholder: boolean;
  /** The element as laid out (variants resolved, dealer values applied): for preflight. */
  element: Element;
  /** Its items are `page.items.slice(start, end)`: preflight judges each element's own items. */
  itemRange: readonly [start: number, end: number];
}

/** A laid-out page and a summary per element. */
export interface PageLayout {
  page: RenderPage;
  /** One entry per element, in painting order. */
  elements: ElementLayoutSummary[];
  /** The selection the page was laid out with (given or default). */
  selection: VariantSelection;
  /** Dealer values refused for elements of this page; see `DealerValuesResult.ignored`. */
  ignoredDealerValues: string[];
}

/**
 * Lays out page `pageIndex` (0 main, 1+ additional) of a sheet on A4: resolves each element
 * for the selection, applies dealer values, and draws the elements in array order, which is
 * painting order (later elements on top).
 */
export function layoutSheetPage(
  data: SheetData,
  pageIndex: number,
  options: PageLayoutOptions,
): PageLayout {
  const page = getPage(data, pageIndex);
  const selection = options.selection ?? defaultSelection(page, options.search);
  const { elements, ignored } = applyDealerValues(
    applyDealerProfile(resolvePage(page, selection), options.dealerProfile),
    options.dealerValues ?? {},
  );
  const items: RenderItem[] = [];
  const summaries = elements.map((element): ElementLayoutSummary => {
    const start = items.length;
    const base = { id: element.id, name: element.config.name, type: element.type, element };
    const layout = definitionOf(element).layout(element, options.ctx);
    appendAll(items, layout.items);
    return {
      ...base,
      overflow: layout.overflow,
      overflowHeight: layout.overflowHeight,
      missingImages: layout.missingImages ?? [],
      placeholder: layout.placeholder ?? false,
      itemRange: [start, items.length],
    };
  });
  return {
    page: { width: A4.width, height: A4.height, items },
    elements: summaries,
    selection,
    ignoredDealerValues: ignored,
  };
}
