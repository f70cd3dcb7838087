import type { SheetData } from '@pms/sheet';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { isAdmin, type Principal } from '../../auth/principal.ts';
import { updateMaster, updateRegional } from '../../commands/sheetWrites.ts';
import { regionalSheets, type SheetStatus, sheetRevisions, users } from '../../db/schema/index.ts';
import { routeDocs } from '../../http/docs.ts';
import { forbidden, notFound } from '../../http/httpError.ts';
import { iri } from '../../http/hydra.ts';
import { idParams, pathNumber, validate, versionField } from '../../http/validate.ts';
import { assertMayWriteRegion } from '../../policies/sheetVisibility.ts';
import { presentRegionalSheet, presentSheet } from '../../presenters/sheets.ts';
import { followsOf } from '../../sheets/copyFollow.ts';
import { readSheetData } from '../../sheets/sheetBody.ts';

const params = idParams;
const restoreParams = params.extend({ version: pathNumber('The version') });
const restoreBody = z.object({
  version: versionField.describe('The version of the sheet you loaded.'),
});

type Owner = 'sheets' | 'regional_sheets';

/** Who may see and restore a sheet's history: those who may change it. */
async function assertMayChange(
  app: FastifyInstance,
  owner: Owner,
  id: number,
  principal: Principal,
) {
  if (owner === 'sheets') {
    if (!isAdmin(principal)) throw forbidden('You are not allowed to change master documents.');
    return;
  }
  const [copy] = await app.db
    .select({ region: regionalSheets.region })
    .from(regionalSheets)
    .where(eq(regionalSheets.id, id));
  if (!copy) throw notFound('The regional sheet');
  assertMayWriteRegion(principal, copy.region);
}

/** The docs group revisions with the resource they belong to. */
function tagOf(owner: Owner): string {
  return owner === 'sheets' ? 'Sheets' : 'Regional sheets';
}

function nounOf(owner: Owner): string {
  return owner === 'sheets' ? 'master sheet' : 'regional sheet';
}

function ownerColumn(owner: Owner) {
  return owner === 'sheets' ? sheetRevisions.sheetId : sheetRevisions.regionalSheetId;
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
      }),
      async (request) => {
        const principal = requirePrincipal(request);
        const { id } = validate(params, request.params);
        await assertMayChange(app, owner, id, principal);
        const rows = await app.db
          .select({
            id: sheetRevisions.id,
            version: sheetRevisions.version,
            name: sheetRevisions.name,
            status: sheetRevisions.status,
            created: sheetRevisions.created,
            createdBy: users.username,
          })
          .from(sheetRevisions)
          .leftJoin(users, eq(users.id, sheetRevisions.createdBy))
          .where(eq(ownerColumn(owner), id))
          .orderBy(desc(sheetRevisions.version));
        if (rows.length === 0)
          throw notFound(owner === 'sheets' ? 'The sheet' : 'The regional sheet');
        return {
          '@context': '/api/contexts/SheetRevision',
          '@id': `${iri(owner, id)}/revisions`,
          '@type': 'hydra:Collection',
          'hydra:member': rows.map((row) => ({
            '@id': `${iri(owner, id)}/revisions/${row.version}`,
            '@type': 'SheetRevision',
            version: row.version,
            name: row.name,
            status: row.status,
            createdBy: row.createdBy,
            created: row.created.toISOString(),
          })),
          'hydra:totalItems': rows.length,
        };
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
      }),
      async (request) => {
        const principal = requirePrincipal(request);
        const { id, version } = validate(restoreParams, request.params);
        const body = validate(restoreBody, request.body);
        await assertMayChange(app, owner, id, principal);
        const [revision] = await app.db
          .select()
          .from(sheetRevisions)
          .where(and(eq(ownerColumn(owner), id), eq(sheetRevisions.version, version)));
        if (!revision) throw notFound('That revision');
        // Old revisions may predate a schema change: restoring migrates them like any save.
        const data: SheetData = readSheetData(revision.data);
        const fields = {
          name: revision.name,
          details: revision.details,
          status: revision.status as SheetStatus,
          data,
        };
        if (owner === 'sheets') {
          const row = await updateMaster(app.db, principal.id, id, body.version, {
            ...fields,
            ...(revision.categoryId === null ? {} : { categoryId: revision.categoryId }),
          });
          return presentSheet(row, [], app.thumbnailUrls.signerFor(principal));
        }
        // A copy's revision brings back the master version its texts were translated from.
        const base =
          revision.masterVersion === null ? {} : { masterVersion: revision.masterVersion };
        const row = await updateRegional(app.db, principal.id, id, body.version, {
          ...fields,
          ...base,
        });
        const follows = await followsOf(app.db, [row], principal);
        return presentRegionalSheet(row, app.thumbnailUrls.signerFor(principal), follows.get(id));
      },
    );
  }
}
