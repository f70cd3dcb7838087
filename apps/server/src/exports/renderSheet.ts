import {
  type DealerProfile,
  type DealerValues,
  type ImageAsset,
  type ImageAssets,
  layoutSheetPage,
  type PageLayoutOptions,
  PRINT_BLEED,
  pageCount,
  type RenderPage,
  renderPdf,
  type SheetData,
  screenPage,
  type VariantSelection,
} from '@pms/sheet';
import { renderPng } from '@pms/sheet/node';
import { type SheetFonts, sheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { printOutput } from '../print/printOutput.ts';
import { profileScreenColor } from './screenColors.ts';

export interface SheetRenderRequest {
  data: SheetData;
  title: string;
  /** A page index (0 is the main page), or every page. */
  pages: number | 'all';
  selection?: VariantSelection | undefined;
  /** A dealer's saved choice of variants per page (group ids are numbered per page); wins over `selection`. */
  pageSelections?: Record<number, VariantSelection> | undefined;
  search?: string | undefined;
  dealerValues?: DealerValues | undefined;
  images: ImageAssets;
  dealerLogo?: ImageAsset | null | undefined;
  /** The reader's dealer profile, which fills texts bound to its fields. */
  dealerProfile?: DealerProfile | null | undefined;
  /** Language of the sheet's text (a copy's region's), for hyphenation; English when unset. */
  language?: string | undefined;
  /** The brand families the sheet is set in (sheetFontsFor); Noto Sans unset. */
  fonts?: SheetFonts | null | undefined;
}

/** The layout options of a page of a render request: the same for preflight and every format. */
export function pageLayoutOptions(request: SheetRenderRequest, index = 0): PageLayoutOptions {
  const selection = request.pageSelections?.[index] ?? request.selection;
  return {
    ...(selection ? { selection } : {}),
    ...(request.search ? { search: request.search } : {}),
    ...(request.dealerValues ? { dealerValues: request.dealerValues } : {}),
    dealerProfile: request.dealerProfile ?? null,
    ctx: {
      ...sheetLayoutFonts(request.fonts),
      images: request.images,
      dealerLogo: request.dealerLogo ?? null,
      language: request.language,
    },
  };
}

/** The indexes of the requested pages. */
export function requestedPages(request: SheetRenderRequest): number[] {
  return request.pages === 'all'
    ? Array.from({ length: pageCount(request.data) }, (_, index) => index)
    : [request.pages];
}

/** Lays out the requested pages: the one render tree every format is drawn from. */
export function layoutPages(request: SheetRenderRequest): RenderPage[] {
  return requestedPages(request).map(
    (index) => layoutSheetPage(request.data, index, pageLayoutOptions(request, index)).page,
  );
}

/**
 * The sheet as PDF. `print: true` makes the print form: PDF/X-4 for the configured press
 * (CMYK, output intent), with a bleed (3 mm unless `bleed` says otherwise) and crop marks;
 * without it the screen form (RGB). A bleed alone asks for the print form too.
 */
export async function renderSheetPdf(
  request: SheetRenderRequest,
  options: { bleed?: number; print?: boolean } = {},
) {
  return drawSheetPdf(request, layoutPages(request), options);
}

/** Draws pages already laid out (an export lays each out once for all its formats) as PDF. */
export async function drawSheetPdf(
  request: SheetRenderRequest,
  pages: RenderPage[],
  options: { bleed?: number; print?: boolean } = {},
) {
  const print = (options.print ?? Boolean(options.bleed)) ? await printOutput() : undefined;
  // The screen file shows process colours as the PNG and the designer do, through the profile.
  const screenColor = print ? undefined : await profileScreenColor();
  return renderPdf(screenColor ? pages.map((page) => screenPage(page, screenColor)) : pages, {
    ...(print ? { print, bleed: options.bleed ?? PRINT_BLEED } : {}),
    fonts: sheetLayoutFonts(request.fonts).fonts,
    title: request.title,
    ...(options.bleed ? { bleed: options.bleed } : {}),
  });
}

/** One page as PNG, its process colours shown as the configured output profile prints them. */
export async function renderSheetPng(request: SheetRenderRequest, dpi = 150) {
  const [page] = layoutPages({ ...request, pages: request.pages === 'all' ? 0 : request.pages });
  if (!page) throw new Error('the sheet has no such page');
  return drawSheetPng(request, page, dpi);
}

/** Draws one page already laid out as PNG. */
export async function drawSheetPng(request: SheetRenderRequest, page: RenderPage, dpi = 150) {
  // Converted in the tree, not only in the SVG: the PNG draws glyph runs from cached tiles.
  return renderPng(screenPage(page, await profileScreenColor()), {
    fonts: sheetLayoutFonts(request.fonts).fonts,
    dpi,
  });
}
