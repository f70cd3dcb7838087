import { ImportGuide } from '@pms/contracts';
import { parseSheetData, type SheetData } from '@pms/sheet';
import type { FastifyInstance } from 'fastify';
import { attachment } from '../../exports/fileName.ts';
import { routeDocs } from '../../http/docs.ts';
import { notFound } from '../../http/httpError.ts';
import { iri } from '../../http/hydra.ts';
import { idParams, validate } from '../../http/validate.ts';
import { importGuide, sampleTable } from '../../imports/importGuide.ts';
import { sampleCsv, sampleXlsx } from '../../imports/sampleFiles.ts';
import { authorize } from '../../policies/authorize.ts';
import { NOT_ALLOWED_CREATE, sheetPolicy } from '../../policies/sheets.ts';
import { findTemplate } from '../../sheets/masterSheets.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The template's name and content, or 404: the guide needs both. */
async function templateOf(
  app: FastifyInstance,
  id: number,
): Promise<{ name: string; data: SheetData }> {
  const row = await findTemplate(app.db, id);
  if (!row) throw notFound('The template sheet');
  return { name: row.name, data: parseSheetData(row.data) };
}

/**
 * The import's guides for a template (issue 43): the columns its import takes, and sample
 * files with those columns and one row per variant, for whoever may import (admins).
 */
export async function importGuideRoutes(app: FastifyInstance) {
  app.get(
    '/api/imports/templates/:id',
    routeDocs({
      tags: ['Imports'],
      summary: 'The columns an import into this template takes (admins only)',
      description:
        'The variant columns (when the template has variant groups) and one column per element a cell can fill, named exactly as the element; its groups with their variants; and the elements no cell fills (tyre labels), which the import keeps from the template.',
      params: idParams,
      responses: {
        200: 'The guide.',
        403: NOT_ALLOWED_CREATE,
        404: 'No such template sheet.',
      },
      answers: { 200: ImportGuide },
    }),
    async (request) => {
      authorize(request, 'import', sheetPolicy);
      const { id } = validate(idParams, request.params);
      const template = await templateOf(app, id);
      return importGuide(iri('sheets', id), template.data);
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/api/imports/templates/:id/sample.${format}`,
      routeDocs({
        tags: ['Imports'],
        summary: `A sample ${format.toUpperCase()} file for an import into this template (admins only)`,
        description:
          'The columns of GET /api/imports/templates/{id} and one row per variant holding its current values (one row with the sheet’s content without variant groups). Imported unchanged it makes a copy of the template. CSV: UTF-8 with a byte order mark, semicolons.',
        params: idParams,
        produces: [format === 'csv' ? 'text/csv' : XLSX_TYPE],
        responses: {
          200: 'The file, named after the template.',
          403: NOT_ALLOWED_CREATE,
          404: 'No such template sheet.',
        },
      }),
      async (request, reply) => {
        authorize(request, 'import', sheetPolicy);
        const { id } = validate(idParams, request.params);
        const template = await templateOf(app, id);
        const table = sampleTable(importGuide(iri('sheets', id), template.data), template.data);
        const disposition = attachment(`${template.name} import sample`, format);
        if (format === 'csv') {
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', disposition)
            .send(sampleCsv(table));
        }
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', disposition)
          .send(Buffer.from(await sampleXlsx(table)));
      },
    );
  }
}
