// The one export path: every export (single, ZIP, download again, batch, thumbnail) asks this
// module for "this sheet revision, for this dealer, with these values, every page".

import { sheetLanguage } from '@pms/contracts/regions';
import { type DealerValues, type ImageAsset, pageCount, type VariantSelection } from '@pms/sheet';
import type { FastifyInstance } from 'fastify';
import { type SheetFonts, sheetFontsFor } from '../fonts/sheetFonts.ts';
import { badRequest } from '../http/httpError.ts';
import { withCurrentPalette } from '../palettes/sheetPalette.ts';
import { copyTextLanguages } from './copyTextLanguages.ts';
import { dealerLogoFor } from './dealerLogo.ts';
import { dealerProfileFor, type ReaderProfile } from './dealerProfile.ts';
import { assertDealerValuesAllowed, dealerImageSources } from './dealerValueCheck.ts';
import { loadImageAsset, loadSheetImages } from './imageAssets.ts';
import type { ReadableSheet } from './readableSheet.ts';
import type { SheetRenderRequest } from './renderSheet.ts';

/** Who an export is for: a dealer's logo for the sheet's brand and their profile (none for staff). */
export interface ExportDealer {
  hnr: string | null;
  logo: ImageAsset | null;
  profile: ReaderProfile | null;
}

/** What the export shows of the sheet: its pages, variants and the dealer's own values. */
export interface ExportChoice {
  /** A page index (0 is the main page), or every page. */
  pages: number | 'all';
  selection?: VariantSelection | undefined;
  /** Variants chosen per page, as a dealer saves them; wins over `selection` on its pages. */
  pageSelections?: Record<number, VariantSelection> | undefined;
  search?: string | undefined;
  dealerValues?: DealerValues | undefined;
}

/** The dealer an export is made for: their logo for `brand` and their profile (cheap reads). */
export async function exportDealer(
  app: FastifyInstance,
  hnr: string | null,
  brand: string,
): Promise<ExportDealer> {
  const [logo, profile] = await Promise.all([
    dealerLogoFor(app, hnr, brand),
    dealerProfileFor(app, hnr),
  ]);
  return { hnr, logo, profile };
}

/**
 * Assembles the render request of `sheet` for `dealer` with `choice`: refuses a page the sheet
 * lacks and values dealers may not set (400), and loads the images, brand fonts and language.
 * `fonts` may be passed when the caller read them already (a thumbnail's cache key).
 */
export async function sheetForExport(
  app: FastifyInstance,
  sheet: ReadableSheet,
  dealer: ExportDealer,
  choice: ExportChoice,
  fonts?: SheetFonts | null,
): Promise<SheetRenderRequest> {
  const pages = pageCount(sheet.data);
  if (choice.pages !== 'all' && choice.pages >= pages) {
    throw badRequest(`This sheet has no page ${choice.pages}; it has ${pages}.`);
  }
  const dealerValues = choice.dealerValues ?? {};
  assertDealerValuesAllowed(sheet.data, dealerValues);
  const images = await loadSheetImages(app, sheet.data);
  for (const src of dealerImageSources(dealerValues)) {
    const asset = await loadImageAsset(app, src);
    if (!asset) throw badRequest(`The image ${src} is not in the media library.`);
    images.set(src, asset);
  }
  return {
    // Brand colours as the palette gives them now (palettes/sheetPalette.ts).
    data: await withCurrentPalette(app.db, await copyTextLanguages(app.db, sheet)),
    title: sheet.name,
    pages: choice.pages,
    selection: choice.selection,
    pageSelections: choice.pageSelections,
    search: choice.search,
    dealerValues,
    images,
    dealerLogo: dealer.logo,
    dealerProfile: dealer.profile?.profile ?? null,
    language: sheetLanguage(sheet.region),
    fonts: fonts === undefined ? await sheetFontsFor(app, sheet.data) : fonts,
  };
}
