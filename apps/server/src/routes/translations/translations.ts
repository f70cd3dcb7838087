import {
  translationExportQuery as exportQuery,
  TranslationImportAnswer,
  translationImportForm,
} from '@pms/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { attachment } from '../../exports/fileName.ts';
import { readableSheet } from '../../exports/readableSheet.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, notFound } from '../../http/httpError.ts';
import { FORM_BODY_LIMIT, readForm, useMultipart } from '../../http/multipartForm.ts';
import { idParams, validate, versionField } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { NOT_ALLOWED_TRANSLATIONS, translationPolicy } from '../../policies/translations.ts';
import { presentTranslationImport } from '../../presenters/translations.ts';
import { readableCopy } from '../../sheets/readableCopy.ts';
import { findRegionalSheet } from '../../sheets/regionalSheets.ts';
import { NO_TRANSLATION_FILE } from '../../translations/messages.ts';
import {
  copyTranslationDocument,
  masterTranslationDocument,
} from '../../translations/translationExport.ts';
import { importTranslationFile } from '../../translations/translationImport.ts';
import type { TranslationDocument } from '../../translations/xliff.ts';
import { writeXliff } from '../../translations/xliff.ts';
import { writeTranslationXlsx } from '../../translations/xlsx.ts';

export { NOT_ALLOWED_TRANSLATIONS };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLIFF_TYPE = 'application/xliff+xml';

async function sendDocument(
  reply: FastifyReply,
  format: 'xlsx' | 'xliff',
  name: string,
  document: TranslationDocument,
) {
  const stem = `${name} ${document.targetLanguage}`;
  if (format === 'xlsx') {
    const bytes = await writeTranslationXlsx(document);
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', attachment(stem, 'xlsx'))
      .send(Buffer.from(bytes));
  }
  return reply
    .type(`${XLIFF_TYPE}; charset=utf-8`)
    .header('content-disposition', attachment(stem, 'xlf'))
    .send(writeXliff(document));
}

/**
 * The translation round trip (DESIGN.md): a sheet's texts out as XLSX or XLIFF 2.0, and a
 * translated file back into a regional copy, matched by element name, in one save.
 */
export async function translationRoutes(app: FastifyInstance) {
  await useMultipart(app);

  const exportDocs = (what: string) =>
    routeDocs({
      tags: ['Translations'],
      summary: `The texts of ${what} as XLSX or XLIFF 2.0 (admins and region admins)`,
      description:
        "The sheet's name and details (keys `@sheet.name`, `@sheet.details`; rows without a page, units `sheet-name`, `sheet-details`), then one row or unit per text (text, list line, icon label; every page and variant entry), keyed by element name, with the room its box has. XLSX formatting is Excel rich text, XLIFF's inline codes. `target` and `source` are language tags.",
      params: idParams,
      querystring: exportQuery,
      produces: [XLSX_TYPE, XLIFF_TYPE],
      responses: {
        200: 'The file, named after the sheet and the target language.',
        403: NOT_ALLOWED_TRANSLATIONS,
        404: 'No such sheet, or not one this user may see.',
      },
    });

  app.get('/api/sheets/:id/translations', exportDocs('a master sheet'), async (request, reply) => {
    const principal = authorize(request, 'export', translationPolicy);
    const { id } = validate(idParams, request.params);
    const query = validate(exportQuery, request.query);
    const sheet = await readableSheet(app, principal, `/api/sheets/${id}`);
    return sendDocument(
      reply,
      query.format,
      sheet.name,
      await masterTranslationDocument(app, sheet, query),
    );
  });

  app.get(
    '/api/regional_sheets/:id/translations',
    exportDocs('a regional copy (source: the master, target: the copy)'),
    async (request, reply) => {
      const principal = authorize(request, 'export', translationPolicy);
      const { id } = validate(idParams, request.params);
      const query = validate(exportQuery, request.query);
      const copy = await readableCopy(app, principal, id);
      return sendDocument(
        reply,
        query.format,
        copy.name,
        await copyTranslationDocument(app, principal, copy, query),
      );
    },
  );

  app.post(
    '/api/regional_sheets/:id/translations',
    {
      ...routeDocs({
        tags: ['Translations'],
        summary: 'Import a translated XLSX or XLIFF file into a regional copy',
        description:
          'multipart/form-data with the file in `file` and optionally the `version` you loaded. Texts are matched by key; all of them are saved at once, with a revision.',
        params: idParams,
        body: translationImportForm,
        responses: {
          200: '{ report, sheet, message }: matched, changed, unknown keys, texts not covered, the sheet fields set, and the translated texts that overflow their box (element, page, variant, by how many points).',
          403: 'Not an admin or an admin of this region.',
          404: 'No such regional sheet.',
          409: 'Someone saved the sheet since you loaded it.',
          413: 'The file is too large.',
        },
        answers: { 200: TranslationImportAnswer },
      }),
      bodyLimit: FORM_BODY_LIMIT,
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      const current = await findRegionalSheet(app.db, id);
      if (!current) throw notFound('The regional sheet');
      authorize(principal, 'import', translationPolicy, current);
      const form = await readForm(request);
      if (!form.file) throw badRequest(NO_TRANSLATION_FILE);
      const version =
        form.fields.version === undefined || form.fields.version === ''
          ? current.version
          : validate(versionField, Number(form.fields.version));
      const result = await importTranslationFile(app, principal, current, version, form.file.bytes);
      return presentTranslationImport(result, app.thumbnailUrls.signerFor(principal));
    },
  );
}
