import {
  RegionalSheetAnswer,
  revisionRestoreBody as restoreBody,
  revisionRestoreParams as restoreParams,
  SheetAnswer,
  SheetRevisionCollection,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../auth/authenticate.ts';
import type { Principal } from '../../auth/principal.ts';
import { routeDocs } from '../../http/docs.ts';
import { notFound } from '../../http/httpError.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { regionalSheetPolicy } from '../../policies/regionalSheets.ts';
import { sheetPolicy } from '../../policies/sheets.ts';
import { presentRevisions } from '../../presenters/revisions.ts';
import { presentRegionalSheet, presentSheet } from '../../presenters/sheets.ts';
import { followsOf } from '../../sheets/copyFollow.ts';
import {
  listRevisions,
  type RevisionOwner,
  regionOfCopy,
  restoreCopyRevision,
  restoreMasterRevision,
} from '../../sheets/revisions.ts';

const params = idParams;
type Owner = RevisionOwner;

/** Who may see and restore a sheet's history: those who may change it. */
async function assertMayChange(
  app: FastifyInstance,
  owner: Owner,
  id: number,
  principal: Principal,
) {
  if (owner === 'sheets') {
    authorize(principal, 'history', sheetPolicy);
    return;
  }
  const region = await regionOfCopy(app.db, id);
  if (region === undefined) throw notFound('The regional sheet');
  authorize(principal, 'write', regionalSheetPolicy, { region });
}

/** The docs group revisions with the resource they belong to. */
function tagOf(owner: Owner): string {
  return owner === 'sheets' ? 'Sheets' : 'Regional sheets';
}

function nounOf(owner: Owner): string {
  return owner === 'sheets' ? 'master sheet' : 'regional sheet';
}

/**
 * A sheet's history: every save kept as a revision (who, when, what), newest first, and
 * restoring one, which is itself a save, so nothing is ever lost by restoring.
 */
export async function revisionRoutes(app: FastifyInstance) {
  for (const owner of ['sheets', 'regional_sheets'] as const) {
    app.get(
      `/api/${owner}/:id/revisions`,
      routeDocs({
        tags: [tagOf(owner)],
        summary: `The saves of a ${nounOf(owner)}, newest first (those who may change it)`,
        params,
        responses: {
          200: 'A Hydra collection of revisions: version, name, status, who and when.',
          403: 'This user may not change the sheet.',
          404: 'No such sheet.',
        },
        answers: { 200: SheetRevisionCollection },
      }),
      async (request) => {
        const principal = requirePrincipal(request);
        const { id } = validate(params, request.params);
        await assertMayChange(app, owner, id, principal);
        const rows = await listRevisions(app.db, owner, id);
        if (rows.length === 0)
          throw notFound(owner === 'sheets' ? 'The sheet' : 'The regional sheet');
        return presentRevisions(owner, id, rows);
      },
    );

    app.post(
      `/api/${owner}/:id/revisions/:version/restore`,
      routeDocs({
        tags: [tagOf(owner)],
        summary: `Restore a revision of a ${nounOf(owner)}, saved as a new version`,
        params: restoreParams,
        body: restoreBody,
        responses: {
          200: 'The sheet as restored.',
          403: 'This user may not change the sheet.',
          404: 'No such sheet or revision.',
          409: 'Someone saved the sheet since you loaded it.',
        },
        answers: { 200: owner === 'sheets' ? SheetAnswer : RegionalSheetAnswer },
      }),
      async (request) => {
        const principal = requirePrincipal(request);
        const { id, version } = validate(restoreParams, request.params);
        const body = validate(restoreBody, request.body);
        await assertMayChange(app, owner, id, principal);
        if (owner === 'sheets') {
          const row = await restoreMasterRevision(app.db, principal.id, id, version, body.version);
          return presentSheet(row, [], app.thumbnailUrls.signerFor(principal));
        }
        const row = await restoreCopyRevision(app.db, principal.id, id, version, body.version);
        const follows = await followsOf(app.db, [row], principal);
        return presentRegionalSheet(row, app.thumbnailUrls.signerFor(principal), follows.get(id));
      },
    );
  }
}
