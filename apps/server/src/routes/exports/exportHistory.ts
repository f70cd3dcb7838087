import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { isAdmin, type Principal } from '../../auth/principal.ts';
import type { Database } from '../../db/client.ts';
import { exportRecords, users } from '../../db/schema/index.ts';
import {
  type ExportFile,
  type ExportOptions,
  exportOptionsSchema,
  renderExport,
} from '../../exports/exportFile.ts';
import { PREFLIGHT_HEADER } from '../../exports/preflight.ts';
import { assertMayReadSheet, type ReadableSheet } from '../../exports/readableSheet.ts';
import { revisionSheet } from '../../exports/revisionSheet.ts';
import { routeDocs } from '../../http/docs.ts';
import { forbidden, notFound } from '../../http/httpError.ts';
import { hydraCollection, iri } from '../../http/hydra.ts';
import { keptParameters, offsetOf, pagingShape } from '../../http/paging.ts';
import type { SheetReference } from '../../http/references.ts';
import { idParams, validate } from '../../http/validate.ts';
import { recordsOwner } from '../../policies/ownRecords.ts';

export const OTHERS_EXPORTS = 'You may only see your own exports.';

/** Sends a rendered export with its preflight. */
export function sendExport(reply: FastifyReply, file: ExportFile) {
  return reply
    .type(file.type)
    .header('content-disposition', file.disposition)
    .header(PREFLIGHT_HEADER, file.preflight)
    .send(Buffer.from(file.bytes));
}

/** Keeps what is needed to render this export again: the sheet's version and the request. */
export async function recordExport(
  db: Database,
  principal: Principal,
  sheet: ReadableSheet,
  options: ExportOptions,
) {
  await db.insert(exportRecords).values({
    userId: principal.id,
    ...(sheet.kind === 'sheets' ? { sheetId: sheet.id } : { regionalSheetId: sheet.id }),
    sheetVersion: sheet.version,
    sheetName: sheet.name,
    request: options,
    format: options.format,
  });
}

const listQuery = z.object({ ...pagingShape, user: z.union([z.string(), z.number()]).optional() });

type RecordRow = typeof exportRecords.$inferSelect;

function presentExportRecord(row: RecordRow) {
  const options = exportOptionsSchema.parse(row.request);
  const sheet =
    row.regionalSheetId === null
      ? iri('sheets', row.sheetId ?? 0)
      : iri('regional_sheets', row.regionalSheetId);
  return {
    '@id': iri('export_records', row.id),
    '@type': 'ExportRecord',
    id: row.id,
    user: iri('users', row.userId),
    sheet,
    sheetName: row.sheetName,
    sheetVersion: row.sheetVersion,
    format: options.format,
    pdf: options.pdf,
    page: options.page,
    selection: options.selection ?? {},
    dealerValues: options.dealerValues,
    file: `${iri('export_records', row.id)}/file`,
    created: row.created.toISOString(),
  };
}

/** The sheet an export record names. */
function exportedSheet(record: RecordRow): SheetReference {
  return record.regionalSheetId === null
    ? { kind: 'sheets', id: record.sheetId ?? 0 }
    : { kind: 'regional_sheets', id: record.regionalSheetId };
}

/**
 * The export history ("My exports"): every export a user made, newest first, and each one
 * rendered again from the sheet's revision at the time and the values then, so the file is
 * the same even after the sheet has changed.
 */
export async function exportHistoryRoutes(app: FastifyInstance) {
  app.get(
    '/api/export_records',
    routeDocs({
      tags: ['Exports'],
      summary: "The user's export history, newest first (admins: any user's with ?user=)",
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of export records.', 403: OTHERS_EXPORTS },
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const query = validate(listQuery, request.query);
      const where: SQL | undefined = eq(
        exportRecords.userId,
        recordsOwner(principal, query.user, OTHERS_EXPORTS),
      );
      const [total] = await app.db.select({ n: count() }).from(exportRecords).where(where);
      const rows = await app.db
        .select()
        .from(exportRecords)
        .where(where)
        .orderBy(desc(exportRecords.created), desc(exportRecords.id))
        .limit(query.itemsPerPage)
        .offset(offsetOf(query));
      return hydraCollection(
        'export_records',
        rows.map(presentExportRecord),
        total?.n ?? 0,
        query,
        keptParameters(query, { user: query.user === undefined ? undefined : String(query.user) }),
      );
    },
  );

  app.get(
    '/api/export_records/:id/file',
    routeDocs({
      tags: ['Exports'],
      summary: 'Download an earlier export again, rendered as it was',
      description:
        "Renders from the sheet's revision at the exported version with the recorded values, so the file shows the sheet as it was. The dealer logo is the dealer's current one.",
      params: idParams,
      produces: ['application/pdf', 'image/png', 'application/zip'],
      responses: {
        200: 'The file, as the export made it.',
        403: `${OTHERS_EXPORTS} Or the sheet is now another region's.`,
        404: 'No such export, or its sheet is gone or no longer one this user may read (locked since).',
      },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      const [row] = await app.db
        .select({ record: exportRecords, hnr: users.hnr })
        .from(exportRecords)
        .innerJoin(users, eq(users.id, exportRecords.userId))
        .where(and(eq(exportRecords.id, id)));
      if (!row) throw notFound('The export');
      if (row.record.userId !== principal.id && !isAdmin(principal)) {
        throw forbidden(OTHERS_EXPORTS);
      }
      // Rendered again only for who may read the sheet now, with the answer a new export of
      // it gets: a copy or master locked since (or another region's) is not re-exported.
      await assertMayReadSheet(app, principal, exportedSheet(row.record));
      const sheet = await revisionSheet(app.db, row.record);
      const options = exportOptionsSchema.parse(row.record.request);
      return sendExport(reply, await renderExport(app, row.hnr, sheet, options));
    },
  );
}
