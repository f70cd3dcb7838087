import { parseSheetData } from '@pms/sheet';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { isAdmin } from '../../auth/principal.ts';
import { createMaster, requireCategory } from '../../commands/sheetWrites.ts';
import { sheets } from '../../db/schema/index.ts';
import { sheetLayoutFontsFor } from '../../fonts/sheetFonts.ts';
import { routeDocs } from '../../http/docs.ts';

import { badRequest, forbidden, notFound } from '../../http/httpError.ts';
import { iri } from '../../http/hydra.ts';
import { FORM_BODY_LIMIT, readForm, useMultipart } from '../../http/multipartForm.ts';
import { idFromReference } from '../../http/references.ts';
import { validate } from '../../http/validate.ts';
import { importRows } from '../../imports/importRows.ts';
import { DRY_RUN_NAME, dryRunMessage, ImportError } from '../../imports/messages.ts';
import { readTable } from '../../imports/readTable.ts';
import { summarizeImport } from '../../imports/summary.ts';
import { NOT_ALLOWED_CREATE } from '../../policies/sheetVisibility.ts';
import { presentSheet } from '../../presenters/sheets.ts';
import { missingSetting, readSheetData, requireName } from '../../sheets/sheetBody.ts';

const fieldsSchema = z.object({
  template: z.string({
    error: 'template is required: the sheet to import into, e.g. /api/sheets/3.',
  }),
  name: z.string().optional(),
  category: z.string().optional(),
});

/** What the docs show of the multipart form. */
const formDocs = fieldsSchema.extend({
  file: z.string().describe('The CSV or XLSX file (binary part).'),
});

export const NO_IMPORT_FILE = 'Please choose a CSV or XLSX file to import.';

/**
 * The data-merge import (DESIGN.md): a CSV or XLSX file mapped onto a template sheet makes a
 * new master sheet through the same validation, transaction and revision as any save. The
 * name "test" is a dry run that answers the report and saves nothing.
 */
export async function importRoutes(app: FastifyInstance) {
  await useMultipart(app);

  app.post(
    '/api/imports',
    {
      ...routeDocs({
        tags: ['Imports'],
        summary: 'Import a sheet from a CSV or XLSX file and a template (admins only)',
        description:
          'multipart/form-data with `template` (sheet IRI or id), `name`, `category` (IRI or id) and the file in `file`. The name "test" is a dry run.',
        body: formDocs,
        responses: {
          200: 'Dry run (name "test"): { dryRun, report, message }; nothing was saved.',
          201: 'The new sheet and the report: { sheet, report, message }.',
          403: NOT_ALLOWED_CREATE,
          404: 'No such template sheet.',
          413: 'The file is too large.',
        },
      }),
      bodyLimit: FORM_BODY_LIMIT,
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      if (!isAdmin(principal)) throw forbidden(NOT_ALLOWED_CREATE);
      const form = await readForm(request);
      const fields = validate(fieldsSchema, form.fields);
      const name = requireName(fields.name);
      const templateId = idFromReference('sheets', fields.template);
      if (templateId === null) {
        throw badRequest('template must be a master sheet such as /api/sheets/3.');
      }
      const categoryId = idFromReference('categories', fields.category);
      if (categoryId === null) throw badRequest(missingSetting('Category'));
      if (!form.file) throw badRequest(NO_IMPORT_FILE);
      const [template] = await app.db
        .select({ data: sheets.data })
        .from(sheets)
        .where(eq(sheets.id, templateId));
      if (!template) throw notFound('The template sheet');
      await requireCategory(app.db, categoryId);

      const table = await readTable(form.file.bytes);
      let result: Awaited<ReturnType<typeof importRows>>;
      try {
        const data = parseSheetData(template.data);
        result = await importRows(data, table, await sheetLayoutFontsFor(app, data, null));
      } catch (error) {
        if (error instanceof ImportError) throw badRequest(error.message);
        throw error;
      }
      // Validated and sanitized exactly as a save through POST /api/sheets would be.
      const data = readSheetData(result.data);
      const summary = summarizeImport(result.report);

      if (name.toLowerCase() === DRY_RUN_NAME) {
        return { dryRun: true, report: result.report, message: dryRunMessage(summary) };
      }
      const row = await createMaster(app.db, principal.id, {
        name,
        details: '',
        status: 'locked',
        categoryId,
        data,
      });
      reply.code(201).header('location', iri('sheets', row.id));
      return {
        dryRun: false,
        sheet: presentSheet(row, [], app.thumbnailUrls.signerFor(principal)),
        report: result.report,
        message: `Imported "${name}": ${summary}`,
      };
    },
  );
}
