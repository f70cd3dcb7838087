import {
  MasterChangesAnswer,
  MasterUpdateAnswer,
  RegionalSheetAnswer,
  masterUpdateBody as updateBody,
} from '@pms/contracts';
import { parseSheetData } from '@pms/sheet';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../auth/authenticate.ts';
import type { Principal } from '../../auth/principal.ts';
import { routeDocs } from '../../http/docs.ts';
import { notFound } from '../../http/httpError.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { regionalSheetPolicy } from '../../policies/regionalSheets.ts';
import { presentMasterChanges, presentMasterUpdate } from '../../presenters/masterUpdate.ts';
import { presentRegionalSheet } from '../../presenters/sheets.ts';
import { loadMasterContext } from '../../regional/masterContext.ts';
import { followsOf } from '../../sheets/copyFollow.ts';
import {
  changesSinceBase,
  previewMasterUpdate,
  saveMasterUpdate,
} from '../../sheets/masterUpdate.ts';
import { readableCopy } from '../../sheets/readableCopy.ts';

/**
 * A copy its user keeps (admins any, region admins their region's), with its master. A locked
 * master is refused (403) to all but admins: its changes, its text in the preview and the
 * update are all its content. Not an answer without it, as the translation export gives:
 * without the master there is nothing to show or merge, and the sentence says when there is.
 */
async function keptCopy(app: FastifyInstance, principal: Principal, id: number) {
  const copy = await readableCopy(app, principal, id);
  authorize(principal, 'write', regionalSheetPolicy, copy);
  const context = await loadMasterContext(app.db, copy);
  if (!context) throw notFound('The master sheet');
  authorize(principal, 'followMaster', regionalSheetPolicy, context.master);
  return { copy, context, data: parseSheetData(copy.data) };
}

/**
 * A regional copy following its master: what changed in the master since the copy's base
 * version, and "Update from master", previewed and then saved, which merges the master's
 * changes into the copy and keeps its translations.
 */
export async function masterUpdateRoutes(app: FastifyInstance) {
  app.get(
    '/api/regional_sheets/:id/master_changes',
    routeDocs({
      tags: ['Regional sheets'],
      summary: 'What changed in the master since this copy was made or last updated from it',
      params: idParams,
      responses: {
        200: 'The base and current master versions and the changes, element by element.',
        403: "Another region's copy; or, to all but admins, a copy whose master is locked.",
        404: 'No such regional sheet.',
      },
      answers: { 200: MasterChangesAnswer },
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      const { copy, context } = await keptCopy(app, principal, id);
      return presentMasterChanges(copy, context, changesSinceBase(context));
    },
  );

  app.get(
    '/api/regional_sheets/:id/master_update',
    routeDocs({
      tags: ['Regional sheets'],
      summary: 'Preview "Update from master": the merged copy, before anything is saved',
      description:
        'Layout, styles, images, variants and elements come from the master; translated texts are kept by key; texts the copy never changed follow the master; elements the master removed go.',
      params: idParams,
      responses: {
        200: 'The merged data (JSON text) and which texts were kept, are outdated or new.',
        403: "Another region's copy; or, to all but admins, a copy whose master is locked.",
        404: 'No such regional sheet.',
      },
      answers: { 200: MasterUpdateAnswer },
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      const { copy, context, data } = await keptCopy(app, principal, id);
      return presentMasterUpdate(copy, context, previewMasterUpdate(data, context));
    },
  );

  app.post(
    '/api/regional_sheets/:id/master_update',
    routeDocs({
      tags: ['Regional sheets'],
      summary: 'Save "Update from master": the merge as previewed; the copy is locked after',
      description:
        "Send the copy's version and the master version the preview showed. The copy's previous state stays a revision to restore.",
      params: idParams,
      body: updateBody,
      responses: {
        200: 'The updated regional sheet, locked.',
        403: "Another region's copy; or, to all but admins, a copy whose master is locked.",
        404: 'No such regional sheet.',
        409: 'The copy or the master changed since the preview.',
      },
      answers: { 200: RegionalSheetAnswer },
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      const body = validate(updateBody, request.body);
      const { context, data } = await keptCopy(app, principal, id);
      const row = await saveMasterUpdate(
        app.db,
        principal.id,
        id,
        body.version,
        body.masterVersion,
        data,
        context,
      );
      const follows = await followsOf(app.db, [row], principal);
      return presentRegionalSheet(row, app.thumbnailUrls.signerFor(principal), follows.get(id));
    },
  );
}
