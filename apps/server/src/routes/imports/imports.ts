import {
  sheetImportFields as fieldsSchema,
  sheetImportForm as formDocs,
  SheetImportAnswer,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { routeDocs } from '../../http/docs.ts';
import { badRequest } from '../../http/httpError.ts';
import { iri } from '../../http/hydra.ts';
import { FORM_BODY_LIMIT, readForm, useMultipart } from '../../http/multipartForm.ts';
import { idFromReference } from '../../http/references.ts';
import { validate } from '../../http/validate.ts';
import { importSheet } from '../../imports/sheetImport.ts';
import { authorize } from '../../policies/authorize.ts';
import { NOT_ALLOWED_CREATE, sheetPolicy } from '../../policies/sheets.ts';
import { presentSheetImport } from '../../presenters/imports.ts';
import { missingSetting, requireName } from '../../sheets/sheetBody.ts';
import { importGuideRoutes } from './importGuide.ts';

export const NO_IMPORT_FILE = 'Please choose a CSV or XLSX file to import.';

/**
 * The data-merge import (DESIGN.md): a CSV or XLSX file mapped onto a template sheet makes a
 * new master sheet through the same validation, transaction and revision as any save. The
 * name "test" is a dry run that answers the report and saves nothing.
 */
export async function importRoutes(app: FastifyInstance) {
  await useMultipart(app);
  await importGuideRoutes(app);

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
        answers: { 200: SheetImportAnswer, 201: SheetImportAnswer },
      }),
      bodyLimit: FORM_BODY_LIMIT,
    },
    async (request, reply) => {
      const principal = authorize(request, 'import', sheetPolicy);
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
      const result = await importSheet(app, principal.id, {
        name,
        templateId,
        categoryId,
        bytes: form.file.bytes,
      });
      if (!result.dryRun) reply.code(201).header('location', iri('sheets', result.row.id));
      return presentSheetImport(name, result, app.thumbnailUrls.signerFor(principal));
    },
  );
}
