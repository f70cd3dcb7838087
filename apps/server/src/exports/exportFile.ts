import { type DealerValues, dealerValuesSchema, pageCount } from '@pms/sheet';
import { sheetLanguage } from '@pms/sheet/regions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sheetFontsFor } from '../fonts/sheetFonts.ts';
import { badRequest, HttpError } from '../http/httpError.ts';
import type { RenderedFile } from '../render/renderTasks.ts';
import { dealerLogoFor } from './dealerLogo.ts';
import { dealerProfileFor } from './dealerProfile.ts';
import { assertDealerValuesAllowed, dealerImageSources } from './dealerValueCheck.ts';
import { fileStem } from './fileName.ts';
import { loadImageAsset, loadSheetImages } from './imageAssets.ts';
import type { ReadableSheet } from './readableSheet.ts';
import type { SheetRenderRequest } from './renderSheet.ts';

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
export type ExportFile = RenderedFile;

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
    language: sheetLanguage(sheet.region),
    fonts: await sheetFontsFor(app, sheet.data),
  };
  const result = await app.renderer.run({
    kind: 'export',
    request,
    format: options.format,
    pdf: options.pdf,
    stem: fileStem(sheet.name),
    name: sheet.name,
  });
  if (!result.ok) throw new HttpError(result.status, result.message);
  if (!('file' in result)) throw new Error('an export task answered without a file');
  return result.file;
}
