import { type DealerValues, dealerValuesSchema, pageCount } from '@pms/sheet';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { z } from 'zod';
import { badRequest } from '../http/httpError.ts';
import { dealerLogoFor } from './dealerLogo.ts';
import { dealerProfileFor } from './dealerProfile.ts';
import { assertDealerValuesAllowed, dealerImageSources } from './dealerValueCheck.ts';
import { attachment, fileStem } from './fileName.ts';
import { loadImageAsset, loadSheetImages } from './imageAssets.ts';
import { preflightForExport } from './preflight.ts';
import type { ReadableSheet } from './readableSheet.ts';
import { renderSheetPdf, renderSheetPng, type SheetRenderRequest } from './renderSheet.ts';

/** What an export asks for, besides the sheet: the body of `POST /api/exports`. */
export const exportOptionsSchema = z.object({
  page: z
    .union([z.literal('all'), z.number().int().min(0)], {
      error: "page must be a page number (0 is the main page) or 'all'.",
    })
    .default('all'),
  selection: z
    .record(z.string(), z.number().int(), {
      error: 'selection maps variant group ids to variant ids.',
    })
    .optional(),
  search: z.string().max(200).optional(),
  dealerValues: dealerValuesSchema.default({}),
  format: z
    .enum(['pdf', 'png', 'zip'], { error: 'format must be pdf, png or zip.' })
    .default('pdf'),
  pdf: z.enum(['print', 'screen'], { error: 'pdf must be print or screen.' }).default('print'),
});

export type ExportOptions = z.infer<typeof exportOptionsSchema>;

/** A rendered export, ready to send. */
export interface ExportFile {
  type: 'application/pdf' | 'image/png' | 'application/zip';
  disposition: string;
  bytes: Uint8Array;
  /** The `X-Preflight` header's value. */
  preflight: string;
}

/**
 * Renders one export of `sheet` for the dealer with number `hnr` (whose logo it carries): the checks
 * (dealer fields only, images from the library, no dealer text overflowing), the preflight,
 * and the file. Used by `POST /api/exports` and by a download again from the export history.
 */
export async function renderExport(
  app: FastifyInstance,
  hnr: string | null,
  sheet: ReadableSheet,
  options: ExportOptions,
): Promise<ExportFile> {
  if (options.page !== 'all' && options.page >= pageCount(sheet.data)) {
    throw badRequest(`This sheet has no page ${options.page}; it has ${pageCount(sheet.data)}.`);
  }
  const dealerValues: DealerValues = options.dealerValues;
  assertDealerValuesAllowed(sheet.data, dealerValues);
  const images = await loadSheetImages(app, sheet.data);
  for (const src of dealerImageSources(dealerValues)) {
    const asset = await loadImageAsset(app, src);
    if (!asset) throw badRequest(`The image ${src} is not in the media library.`);
    images.set(src, asset);
  }
  const request: SheetRenderRequest = {
    data: sheet.data,
    title: sheet.name,
    pages: options.page,
    selection: options.selection
      ? Object.fromEntries(Object.entries(options.selection).map(([k, v]) => [Number(k), v]))
      : undefined,
    search: options.search,
    dealerValues,
    images,
    dealerLogo: await dealerLogoFor(app, hnr, sheet.data.ci),
    dealerProfile: (await dealerProfileFor(app, hnr))?.profile ?? null,
  };
  // Before rendering: a dealer's overflowing text refuses the export (400 naming the field).
  const preflight = preflightForExport(request, options.format);
  const indexes =
    options.page === 'all'
      ? Array.from({ length: pageCount(sheet.data) }, (_, i) => i)
      : [options.page];
  const stem = fileStem(sheet.name);
  const pdfOf = (print: boolean) => renderSheetPdf(request, { print });
  /** One PNG per page, named by page when there are several. */
  const pngFiles = async (files: Record<string, Uint8Array>) => {
    for (const index of indexes) {
      const suffix = indexes.length > 1 ? ` - page ${index + 1}` : '';
      files[`${stem}${suffix}.png`] = (await renderSheetPng({ ...request, pages: index })).png;
    }
    return files;
  };
  const zip = (files: Record<string, Uint8Array>): ExportFile => ({
    type: 'application/zip',
    disposition: attachment(sheet.name, 'zip'),
    bytes: zipSync(files, { level: 0 }),
    preflight,
  });

  if (options.format === 'pdf') {
    return {
      type: 'application/pdf',
      disposition: attachment(sheet.name, 'pdf'),
      bytes: await pdfOf(options.pdf === 'print'),
      preflight,
    };
  }
  if (options.format === 'png') {
    // Every page, not only the first: several pages come as a ZIP of PNGs.
    if (indexes.length > 1) return zip(await pngFiles({}));
    return {
      type: 'image/png',
      disposition: attachment(sheet.name, 'png'),
      bytes: (await renderSheetPng(request)).png,
      preflight,
    };
  }
  // The zip holds what a dealer hands to a printer and a website: both PDFs and an image of
  // each page.
  return zip(
    await pngFiles({
      [`${stem} - print.pdf`]: await pdfOf(true),
      [`${stem} - screen.pdf`]: await pdfOf(false),
    }),
  );
}
