import { ExportRecordCollection, ownRecordsQuery as listQuery } from '@pms/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ExportFile, exportOptionsSchema, renderExport } from '../../exports/exportFile.ts';
import { exportedSheet, findExportRecord, listExportRecords } from '../../exports/exportRecords.ts';
import { PREFLIGHT_HEADER, preflightAudience } from '../../exports/preflight.ts';
import { assertMayReadSheet } from '../../exports/readableSheet.ts';
import { revisionSheet } from '../../exports/revisionSheet.ts';
import { routeDocs } from '../../http/docs.ts';
import { notFound } from '../../http/httpError.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { exportPolicy, OTHERS_EXPORTS } from '../../policies/exports.ts';
import { recordsOwner } from '../../policies/ownRecords.ts';
import { presentExportRecordList } from '../../presenters/exportRecords.ts';

export { OTHERS_EXPORTS };

/** Sends a rendered export with its preflight. */
export function sendExport(reply: FastifyReply, file: ExportFile) {
  return reply
    .type(file.type)
    .header('content-disposition', file.disposition)
    .header(PREFLIGHT_HEADER, file.preflight)
    .send(Buffer.from(file.bytes));
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
      answers: { 200: ExportRecordCollection },
    }),
    async (request) => {
      const principal = authorize(request, 'listHistory', exportPolicy);
      const query = validate(listQuery, request.query);
      const userId = recordsOwner(principal, query.user);
      authorize(principal, 'readHistory', exportPolicy, { userId });
      const { rows, total } = await listExportRecords(app.db, userId, query);
      const user = query.user === undefined ? undefined : String(query.user);
      return presentExportRecordList(rows, total, query, user);
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
      const principal = authorize(request, 'listHistory', exportPolicy);
      const { id } = validate(idParams, request.params);
      const row = await findExportRecord(app.db, id);
      if (!row) throw notFound('The export');
      authorize(principal, 'readHistory', exportPolicy, row.record);
      // Rendered again only for who may read the sheet now, with the answer a new export of
      // it gets: a copy or master locked since (or another region's) is not re-exported.
      await assertMayReadSheet(app, principal, exportedSheet(row.record));
      const sheet = await revisionSheet(app.db, row.record);
      const options = exportOptionsSchema.parse(row.record.request);
      // The preflight speaks to who downloads (an admin sees every finding of a dealer's file).
      const audience = preflightAudience(principal);
      return sendExport(reply, await renderExport(app, row.hnr, sheet, options, audience));
    },
  );
}
