import {
  regionalSheetCreateBody as createBody,
  regionalSheetListQuery as listQuery,
  RegionalSheetAnswer,
  RegionalSheetCollection,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { type RegionalFields, updateRegional } from '../../commands/sheetWrites.ts';
import { cachedRead } from '../../http/changeTracking.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, notFound } from '../../http/httpError.ts';
import { iri } from '../../http/hydra.ts';
import { SHEET_BODY_LIMIT } from '../../http/inputLimits.ts';
import { keptParameters } from '../../http/paging.ts';
import { idFromReference } from '../../http/references.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { NOT_ALLOWED_REGION, regionalSheetPolicy } from '../../policies/regionalSheets.ts';
import { sheetPolicy } from '../../policies/sheets.ts';
import { sheetAnswer } from '../../presenters/sheetAnswer.ts';
import { presentRegionalSheet, presentRegionalSheetList } from '../../presenters/sheets.ts';
import { followsOf, keepsCopies } from '../../sheets/copyFollow.ts';
import { findSheet } from '../../sheets/masterSheets.ts';
import { readableCopy } from '../../sheets/readableCopy.ts';
import {
  COPIES_READ,
  copyMasterForRegion,
  deleteRegionalSheet,
  findRegionalSheetHead,
  regionalListPage,
} from '../../sheets/regionalSheets.ts';
import { cleanDetails, readSheetBody, requireName } from '../../sheets/sheetBody.ts';
import { readSheetDataOffLoop } from '../../sheets/sheetDataInput.ts';
import {
  assertKeepsTranslations,
  overwriteFlag,
  regionalSaveBody,
} from '../../sheets/translationGuard.ts';
import { masterUpdateRoutes } from './masterUpdate.ts';

/** Regional copies of master sheets: one per master and region. */
export async function regionalSheetRoutes(app: FastifyInstance) {
  await masterUpdateRoutes(app);
  app.get(
    '/api/regional_sheets',
    routeDocs({
      tags: ['Regional sheets'],
      summary: 'List the regional copies this user may see, optionally of one region',
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of regional sheets, without their data.' },
      answers: { 200: RegionalSheetCollection },
    }),
    async (request, reply) => {
      const principal = authorize(request, 'list', regionalSheetPolicy);
      const query = validate(listQuery, request.query);
      return cachedRead(request, reply, principal, COPIES_READ, async () => {
        const { rows, total } = await regionalListPage(app.db, principal, query.region, query);
        const follows = keepsCopies(principal)
          ? await followsOf(app.db, rows, principal)
          : new Map();
        return presentRegionalSheetList(
          rows,
          follows,
          total,
          query,
          keptParameters(query, { region: query.region }),
          app.thumbnailUrls.signerFor(principal),
        );
      });
    },
  );

  app.get(
    '/api/regional_sheets/:id',
    routeDocs({
      tags: ['Regional sheets'],
      summary: 'One regional copy with its data',
      params: idParams,
      responses: {
        200: 'The regional sheet.',
        403: NOT_ALLOWED_REGION,
        404: 'No such regional sheet, or not one this user may see.',
      },
      answers: { 200: RegionalSheetAnswer },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      return cachedRead(request, reply, principal, COPIES_READ, async () => {
        const row = await readableCopy(app, principal, id);
        const follows = keepsCopies(principal)
          ? await followsOf(app.db, [row], principal)
          : new Map();
        return presentRegionalSheet(
          row,
          app.thumbnailUrls.signerFor(principal),
          follows.get(row.id),
        );
      });
    },
  );

  app.post(
    '/api/regional_sheets',
    {
      ...routeDocs({
        tags: ['Regional sheets'],
        summary: "Copy a master sheet for a region (admins and that region's admins)",
        description: "The copy starts locked. Name, details and data default to the master's.",
        body: createBody,
        responses: {
          201: 'The new regional sheet; Location names it.',
          403: NOT_ALLOWED_REGION,
          404: 'No such master sheet, or not one this user may copy.',
          409: 'This master already has a copy for that region.',
        },
        answers: { 201: RegionalSheetAnswer },
      }),
      bodyLimit: SHEET_BODY_LIMIT,
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const body = validate(createBody, request.body);
      authorize(principal, 'write', regionalSheetPolicy, { region: body.region });
      const masterId = idFromReference('sheets', body.master);
      if (masterId === null) throw badRequest('master must be a sheet such as /api/sheets/3.');
      const master = await findSheet(app.db, masterId);
      if (!master) throw notFound('The master sheet');
      // A region admin copies only masters that are released (unlocked); others look missing.
      authorize(principal, 'copy', sheetPolicy, master);
      const row = await copyMasterForRegion(app.db, principal.id, master, {
        region: body.region,
        name: body.name === undefined ? undefined : requireName(body.name),
        details: body.details === undefined ? undefined : cleanDetails(body.details),
        data:
          body.data === undefined ? undefined : await readSheetDataOffLoop(app.renderer, body.data),
      });
      reply.code(201).header('location', iri('regional_sheets', row.id));
      const sign = app.thumbnailUrls.signerFor(principal);
      return sheetAnswer(reply, presentRegionalSheet(row, sign), row.data);
    },
  );

  app.put(
    '/api/regional_sheets/:id',
    {
      ...routeDocs({
        tags: ['Regional sheets'],
        summary: 'Save a regional copy; each save keeps a revision',
        params: idParams,
        body: regionalSaveBody,
        responses: {
          200: 'The saved regional sheet.',
          403: NOT_ALLOWED_REGION,
          404: 'No such regional sheet.',
          409: "Someone saved the sheet since you loaded it, or the save would put the master's texts over the copy's translations without overwriteTranslations.",
        },
        answers: { 200: RegionalSheetAnswer },
      }),
      bodyLimit: SHEET_BODY_LIMIT,
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      const body = readSheetBody(request.body);
      const overwrite = overwriteFlag(request.body);
      // Without its data: the guard below reads what it needs.
      const current = await findRegionalSheetHead(app.db, id);
      if (!current) throw notFound('The regional sheet');
      authorize(principal, 'write', regionalSheetPolicy, current);
      if (body.version === undefined) {
        throw badRequest('version is required: send the version of the sheet you loaded.');
      }
      const fields: Partial<RegionalFields> = {};
      if (body.name !== undefined) fields.name = requireName(body.name);
      if (body.details !== undefined) fields.details = cleanDetails(body.details);
      if (body.status !== undefined) fields.status = body.status;
      if (body.data !== undefined) {
        fields.data = await readSheetDataOffLoop(app.renderer, body.data);
        if (!overwrite) {
          await assertKeepsTranslations(app.db, principal, current, fields.data, app.renderer);
        }
      }
      const row = await updateRegional(
        app.db,
        principal.id,
        id,
        body.version,
        fields,
        app.renderer,
      );
      const follows = await followsOf(app.db, [row], principal);
      const sign = app.thumbnailUrls.signerFor(principal);
      return sheetAnswer(reply, presentRegionalSheet(row, sign, follows.get(id)), row.data);
    },
  );

  app.delete(
    '/api/regional_sheets/:id',
    routeDocs({
      tags: ['Regional sheets'],
      summary: 'Delete a regional copy (admins only)',
      params: idParams,
      responses: {
        204: 'Deleted.',
        403: 'Only admins delete regional sheets.',
        404: 'No such regional sheet.',
      },
    }),
    async (request, reply) => {
      authorize(request, 'delete', regionalSheetPolicy);
      const { id } = validate(idParams, request.params);
      if (!(await deleteRegionalSheet(app.db, id))) throw notFound('The regional sheet');
      return reply.code(204).send();
    },
  );
}
