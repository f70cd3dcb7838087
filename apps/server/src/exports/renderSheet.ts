import {
  type DealerValues,
  type ImageAsset,
  type ImageAssets,
  layoutSheetPage,
  pageCount,
  type RenderPage,
  renderPdf,
  type SheetData,
  type VariantSelection,
} from '@pms/sheet';
import { notoSans, renderPng } from '@pms/sheet/node';

export interface SheetRenderRequest {
  data: SheetData;
  title: string;
  /** A page index (0 is the main page), or every page. */
  pages: number | 'all';
  selection?: VariantSelection | undefined;
  search?: string | undefined;
  dealerValues?: DealerValues | undefined;
  images: ImageAssets;
  dealerLogo?: ImageAsset | null | undefined;
}

/** Lays out the requested pages: the one render tree every format is drawn from. */
export function layoutPages(request: SheetRenderRequest): RenderPage[] {
  const indexes =
    request.pages === 'all'
      ? Array.from({ length: pageCount(request.data) }, (_, index) => index)
      : [request.pages];
  return indexes.map(
    (index) =>
      layoutSheetPage(request.data, index, {
        ...(request.selection ? { selection: request.selection } : {}),
        ...(request.search ? { search: request.search } : {}),
        ...(request.dealerValues ? { dealerValues: request.dealerValues } : {}),
        ctx: { fonts: notoSans(), images: request.images, dealerLogo: request.dealerLogo ?? null },
      }).page,
  );
}

export function renderSheetPdf(request: SheetRenderRequest, options: { bleed?: number } = {}) {
  return renderPdf(layoutPages(request), {
    fonts: notoSans(),
    images: request.images,
    title: request.title,
    ...(options.bleed ? { bleed: options.bleed } : {}),
  });
}

export function renderSheetPng(request: SheetRenderRequest, dpi = 150) {
  const [page] = layoutPages({ ...request, pages: request.pages === 'all' ? 0 : request.pages });
  if (!page) throw new Error('the sheet has no such page');
  return renderPng(page, { fonts: notoSans(), images: request.images, dpi });
}
