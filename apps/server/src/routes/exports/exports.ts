import { type DealerValues, dealerValuesSchema, pageCount } from '@pms/sheet';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { dealerLogoFor } from '../../exports/dealerLogo.ts';
import { assertDealerValuesAllowed, dealerImageSources } from '../../exports/dealerValueCheck.ts';
import { attachment, fileStem } from '../../exports/fileName.ts';
import { loadImageAsset, loadSheetImages } from '../../exports/imageAssets.ts';
import { PREFLIGHT_HEADER, preflightForExport } from '../../exports/preflight.ts';
import { readableSheet } from '../../exports/readableSheet.ts';
import {
  renderSheetPdf,
  renderSheetPng,
  type SheetRenderRequest,
} from '../../exports/renderSheet.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest } from '../../http/httpError.ts';
import { validate } from '../../http/validate.ts';

const exportBody = z.object({
  sheet: z.string({ error: 'sheet is required: the IRI of the sheet to export.' }),
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

type PdfKind = z.infer<typeof exportBody>['pdf'];

/**
 * `POST /api/exports`: a sheet as print-ready PDF, PNG, or both in a zip, rendered from the
 * same layout the designer shows, in the request (exports take milliseconds).
 */
export async function exportRoutes(app: FastifyInstance) {
  app.post(
    '/api/exports',
    routeDocs({
      tags: ['Exports'],
      summary: 'Export a sheet as a print-ready PDF, a PNG, or both in a zip',
      description:
        'Renders from the same layout the designer shows. `sheet` is the IRI of a master or ' +
        'regional sheet; dealer values fill only the fields left open to dealers. `pdf` ' +
        'chooses the PDF: `print` (default) is PDF/X-4 for the configured press, CMYK with its ' +
        'output intent, 3 mm bleed and crop marks outside it; `screen` is RGB without marks, ' +
        'small, for e-mail and the web. A PNG of a sheet with several pages comes as a ZIP of ' +
        'one PNG per page; a ZIP holds the print PDF, the screen PDF and a PNG of every page. ' +
        'Every export ' +
        'returns its preflight (image resolution, overflow, bleed, missing glyphs, thin lines, ' +
        'tyre label size) in the `X-Preflight` header.',
      body: exportBody,
      produces: ['application/pdf', 'image/png', 'application/zip'],
      responses: {
        200:
          'The file, with a Content-Disposition that names it after the sheet and an ' +
          '`X-Preflight` header: compact ASCII JSON `{errors, warnings, findings[], omitted?}`, ' +
          'each finding with `check` (imageResolution, overflow, bleed, missingGlyphs, ' +
          'thinLines, tyreLabelSize), `severity` (error or warning), `page`, `elementId`, ' +
          '`elementName`, `elementType` and the figures of its check (e.g. `ppi`, `required`).',
        400:
          'Invalid input, a field dealers may not change, or a dealer text that overflows a box ' +
          'that does not shrink to fit; hydra:description names the field.',
        403: 'The sheet belongs to another region.',
        404: 'No such sheet, or not one this user may see.',
      },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const body = validate(exportBody, request.body);
      const sheet = await readableSheet(app, principal, body.sheet);
      if (body.page !== 'all' && body.page >= pageCount(sheet.data)) {
        throw badRequest(`This sheet has no page ${body.page}; it has ${pageCount(sheet.data)}.`);
      }
      const dealerValues: DealerValues = body.dealerValues;
      assertDealerValuesAllowed(sheet.data, dealerValues);

      const images = await loadSheetImages(app, sheet.data);
      for (const src of dealerImageSources(dealerValues)) {
        const asset = await loadImageAsset(app, src);
        if (!asset) throw badRequest(`The image ${src} is not in the media library.`);
        images.set(src, asset);
      }
      const renderRequest: SheetRenderRequest = {
        data: sheet.data,
        title: sheet.name,
        pages: body.page,
        selection: body.selection
          ? Object.fromEntries(Object.entries(body.selection).map(([k, v]) => [Number(k), v]))
          : undefined,
        search: body.search,
        dealerValues,
        images,
        dealerLogo: await dealerLogoFor(app, principal.hnr, sheet.data.ci),
      };
      const indexes =
        body.page === 'all'
          ? Array.from({ length: pageCount(sheet.data) }, (_, i) => i)
          : [body.page];
      const stem = fileStem(sheet.name);
      const pdfOf = (kind: PdfKind) => renderSheetPdf(renderRequest, { print: kind === 'print' });
      /** One PNG per page, named by page when there are several. */
      const pngFiles = async (files: Record<string, Uint8Array>) => {
        for (const index of indexes) {
          const suffix = indexes.length > 1 ? ` - page ${index + 1}` : '';
          files[`${stem}${suffix}.png`] = (
            await renderSheetPng({ ...renderRequest, pages: index })
          ).png;
        }
        return files;
      };
      const sendZip = (files: Record<string, Uint8Array>) =>
        reply
          .type('application/zip')
          .header('content-disposition', attachment(sheet.name, 'zip'))
          .send(Buffer.from(zipSync(files, { level: 0 })));
      // Before rendering: a dealer's overflowing text refuses the export (400 naming the field).
      reply.header(PREFLIGHT_HEADER, preflightForExport(renderRequest, body.format));

      if (body.format === 'pdf') {
        const pdf = await pdfOf(body.pdf);
        return reply
          .type('application/pdf')
          .header('content-disposition', attachment(sheet.name, 'pdf'))
          .send(Buffer.from(pdf));
      }
      if (body.format === 'png') {
        // Every page, not only the first: several pages come as a ZIP of PNGs.
        if (indexes.length > 1) return sendZip(await pngFiles({}));
        const png = await renderSheetPng(renderRequest);
        return reply
          .type('image/png')
          .header('content-disposition', attachment(sheet.name, 'png'))
          .send(Buffer.from(png.png));
      }
      // The zip holds what a dealer hands to a printer and a website: both PDFs and an
      // image of each page.
      return sendZip(
        await pngFiles({
          [`${stem} - print.pdf`]: await pdfOf('print'),
          [`${stem} - screen.pdf`]: await pdfOf('screen'),
        }),
      );
    },
  );
}
