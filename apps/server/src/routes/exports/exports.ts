import { exportRequestBody as exportBody } from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { exportRecords } from '../../db/schema/index.ts';
import { renderExport } from '../../exports/exportFile.ts';
import { recordExport } from '../../exports/exportRecords.ts';
import { preflightAudience } from '../../exports/preflight.ts';
import { readableSheet } from '../../exports/readableSheet.ts';
import { routeDocs } from '../../http/docs.ts';
import { validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { exportPolicy } from '../../policies/exports.ts';
import { sendExport } from './exportHistory.ts';

/**
 * `POST /api/exports`: a sheet as print-ready PDF, PNG, or both in a zip, rendered from the
 * same layout the designer shows, in the request (exports take milliseconds).
 */
export async function exportRoutes(app: FastifyInstance) {
  app.post(
    '/api/exports',
    {
      // A dealer's export must not make every reader compute their lists again.
      config: { writesOnly: [exportRecords] },
      ...routeDocs({
        tags: ['Exports'],
        summary: 'Export a sheet as a print-ready PDF, a PNG, or both in a zip',
        description:
          'Renders from the same layout the designer shows. `sheet` is the IRI of a master or ' +
          'regional sheet; dealer values fill only the fields left open to dealers. `pdf` ' +
          'chooses the PDF: `print` (default) is PDF/X-4 for the configured press, CMYK with its ' +
          'output intent, 3 mm bleed and crop marks outside it; `screen` is RGB without marks, ' +
          'small, for e-mail and the web. A PNG is 150 dpi, or more where a tyre label’s QR code ' +
          'needs it for 4 pixels a module (the PNG states its dpi). ' +
          'A PNG of a sheet with several pages comes as a ZIP of ' +
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
            'each finding with `check` (imageResolution, overflow, bleed, missingGlyphs, fontFallback, ' +
            'familyMissing, thinLines, tyreLabelSize, beyondBleed, textCrossesTrim), `severity` (error or warning), `page`, `elementId`, ' +
            '`elementName`, `elementType` and the figures of its check (e.g. `ppi`, `required`).',
          400:
            'Invalid input, a field dealers may not change, a dealer text that overflows its ' +
            'box (a shrinking one at its minimum size), or a text with characters no font has ' +
            '(any user); hydra:description names the field (and the characters). A print PDF ' +
            'or ZIP is also refused for a tyre label that Regulation (EU) 2020/740 does not ' +
            'allow (printed below 75 × 110 mm, or a QR code that is not an EPREL address).',
          403: 'The sheet belongs to another region.',
          404: 'No such sheet, or not one this user may see.',
        },
      }),
    },
    async (request, reply) => {
      const principal = authorize(request, 'create', exportPolicy);
      const { sheet: reference, ...options } = validate(exportBody, request.body);
      const sheet = await readableSheet(app, principal, reference);
      const audience = preflightAudience(principal);
      const file = await renderExport(app, principal.hnr, sheet, options, audience);
      await recordExport(app.db, principal, sheet, options);
      return sendExport(reply, file);
    },
  );
}
