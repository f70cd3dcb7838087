import { sheetListQuery as listQuery, SheetAnswer, SheetCollection } from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { createMaster, requireCategory, updateMaster } from '../../commands/sheetWrites.ts';
import type { SheetStatus } from '../../db/schema/index.ts';
import { cachedRead } from '../../http/changeTracking.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, notFound } from '../../http/httpError.ts';
import { iri } from '../../http/hydra.ts';
import { SHEET_BODY_LIMIT } from '../../http/inputLimits.ts';
import { keptParameters } from '../../http/paging.ts';
import { idFromReference } from '../../http/references.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { NOT_ALLOWED_CHANGE, NOT_ALLOWED_CREATE, sheetPolicy } from '../../policies/sheets.ts';
import { sheetAnswer } from '../../presenters/sheetAnswer.ts';
import { presentSheet, presentSheetList } from '../../presenters/sheets.ts';
import { deleteSheet, findVisibleSheet } from '../../sheets/masterSheets.ts';
import {
  cleanDetails,
  missingSetting,
  readSheetBody,
  requireName,
  sheetBodySchema,
} from '../../sheets/sheetBody.ts';
import { readSheetDataOffLoop } from '../../sheets/sheetDataInput.ts';
import { copiesOf, SHEETS_READ, visibleSheetPage } from '../../sheets/sheetQueries.ts';

/** Master sheets: the collection, items, and saves that keep a revision each. */
export async function sheetRoutes(app: FastifyInstance) {
  app.get(
    '/api/sheets',
    routeDocs({
      tags: ['Sheets'],
      summary: 'List the master sheets this user may see, optionally searching them',
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of master sheets with their regional copies.' },
      answers: { 200: SheetCollection },
    }),
    async (request, reply) => {
      const principal = authorize(request, 'list', sheetPolicy);
      const query = validate(listQuery, request.query);
      return cachedRead(request, reply, principal, SHEETS_READ, async () => {
        const { rows, total } = await visibleSheetPage(app.db, principal, query.search, query);
        return presentSheetList(
          rows,
          total,
          query,
          keptParameters(query, { search: query.search }),
          app.thumbnailUrls.signerFor(principal),
        );
      });
    },
  );

  app.get(
    '/api/sheets/:id',
    routeDocs({
      tags: ['Sheets'],
      summary: 'One master sheet with its data',
      params: idParams,
      responses: { 200: 'The sheet.', 404: 'No such sheet, or not one this user may see.' },
      answers: { 200: SheetAnswer },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      return cachedRead(request, reply, principal, SHEETS_READ, async () => {
        const found = await findVisibleSheet(app.db, principal, id);
        if (!found) throw notFound('The sheet');
        return presentSheet(found.row, found.copies, app.thumbnailUrls.signerFor(principal));
      });
    },
  );

  app.post(
    '/api/sheets',
    {
      ...routeDocs({
        tags: ['Sheets'],
        summary: 'Create a master sheet (admins only)',
        description:
          'Needs a name, a category and data with a ci; the data is validated and sanitized.',
        body: sheetBodySchema,
        responses: { 201: 'The new sheet; Location names it.', 403: NOT_ALLOWED_CREATE },
        answers: { 201: SheetAnswer },
      }),
      bodyLimit: SHEET_BODY_LIMIT,
    },
    async (request, reply) => {
      const principal = authorize(request, 'create', sheetPolicy);
      const body = readSheetBody(request.body);
      const name = requireName(body.name);
      const categoryId = idFromReference('categories', body.category);
      if (categoryId === null) throw badRequest(missingSetting('Category'));
      const data = await readSheetDataOffLoop(app.renderer, body.data);
      await requireCategory(app.db, categoryId);
      const row = await createMaster(app.db, principal.id, {
        name,
        details: cleanDetails(body.details),
        status: body.status ?? 'locked',
        categoryId,
        data,
      });
      reply.code(201).header('location', iri('sheets', row.id));
      return sheetAnswer(
        reply,
        presentSheet(row, [], app.thumbnailUrls.signerFor(principal)),
        data,
      );
    },
  );

  app.put(
    '/api/sheets/:id',
    {
      ...routeDocs({
        tags: ['Sheets'],
        summary: 'Save a master sheet (admins only); each save keeps a revision',
        params: idParams,
        body: sheetBodySchema,
        responses: {
          200: 'The saved sheet.',
          403: NOT_ALLOWED_CHANGE,
          404: 'No such sheet.',
          409: 'Someone saved the sheet since you loaded it.',
        },
        answers: { 200: SheetAnswer },
      }),
      bodyLimit: SHEET_BODY_LIMIT,
    },
    async (request, reply) => {
      const principal = authorize(request, 'update', sheetPolicy);
      const { id } = validate(idParams, request.params);
      const body = readSheetBody(request.body);
      if (body.version === undefined) {
        throw badRequest('version is required: send the version of the sheet you loaded.');
      }
      const fields: {
        name?: string;
        details?: string;
        status?: SheetStatus;
        categoryId?: number;
        data?: Awaited<ReturnType<typeof readSheetDataOffLoop>>;
      } = {};
      // A save sends everything (SPEC section 7); a status toggle may send only the status.
      if (body.name !== undefined) fields.name = requireName(body.name);
      if (body.details !== undefined) fields.details = cleanDetails(body.details);
      if (body.status !== undefined) fields.status = body.status;
      if (body.category !== undefined) {
        const categoryId = idFromReference('categories', body.category);
        if (categoryId === null) throw badRequest(missingSetting('Category'));
        // updateMaster refuses a category that does not exist (its foreign key).
        fields.categoryId = categoryId;
      }
      if (body.data !== undefined)
        fields.data = await readSheetDataOffLoop(app.renderer, body.data);
      const row = await updateMaster(app.db, principal.id, id, body.version, fields, app.renderer);
      const copies = await copiesOf(app.db, principal, [row.id]);
      const sign = app.thumbnailUrls.signerFor(principal);
      return sheetAnswer(reply, presentSheet(row, copies.get(row.id) ?? [], sign), row.data);
    },
  );

  app.delete(
    '/api/sheets/:id',
    routeDocs({
      tags: ['Sheets'],
      summary: 'Delete a master sheet with its regional copies (admins only)',
      params: idParams,
      responses: {
        204: 'Deleted.',
        403: 'Only admins delete master sheets.',
        404: 'No such sheet.',
      },
    }),
    async (request, reply) => {
      authorize(request, 'delete', sheetPolicy);
      const { id } = validate(idParams, request.params);
      if (!(await deleteSheet(app.db, id))) throw notFound('The sheet');
      return reply.code(204).send();
    },
  );
}
