import {
  BatchExportAnswer,
  BatchExportCollection,
  batchExportRequestBody,
  batchExportListQuery as listQuery,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../auth/authenticate.ts';
import type { Principal } from '../../auth/principal.ts';
import { cancelBatch, findBatch, listBatches } from '../../batch/batchQueries.ts';
import { batchZipStream } from '../../batch/batchZip.ts';
import { BATCH_QUEUE, startBatch } from '../../batch/startBatch.ts';
import { skippedDealers } from '../../batch/unservedDealers.ts';
import type { BatchExportRow } from '../../db/schema/index.ts';
import { attachment } from '../../exports/fileName.ts';
import { routeDocs } from '../../http/docs.ts';
import { conflict, notFound } from '../../http/httpError.ts';
import { iri } from '../../http/hydra.ts';
import { idParams, validate } from '../../http/validate.ts';
import { allows, authorize } from '../../policies/authorize.ts';
import { batchExportPolicy, OTHERS_BATCH } from '../../policies/batchExports.ts';
import { presentBatch, presentBatchList } from '../../presenters/batchExports.ts';

export { OTHERS_BATCH };
export const BATCH_NOT_DONE = 'This batch export is not finished yet.';

/** One batch as the API shows it. */
async function presentOne(app: FastifyInstance, row: BatchExportRow) {
  const skipped = await skippedDealers(app, [row.id]);
  return presentBatch(row, skipped.get(row.id) ?? []);
}

async function visibleBatch(app: FastifyInstance, principal: Principal, id: number) {
  const row = await findBatch(app.db, id);
  if (!row) throw notFound('The batch export');
  authorize(principal, 'read', batchExportPolicy, row);
  return row;
}

/**
 * Batch exports: one sheet for every dealer of a region, each with their logo and profile, as
 * one ZIP. Starting one queues durable jobs on the database; any server process renders them,
 * and the progress is read here. Admins see every batch, everyone else their own.
 */
export async function batchExportRoutes(app: FastifyInstance) {
  app.post(
    '/api/batch_exports',
    routeDocs({
      tags: ['Exports'],
      summary: 'Export a sheet for every dealer of a region, as one ZIP (a background job)',
      description:
        "For a regional copy, the copy's region; for a master, the region named. Every dealer of the region gets the sheet with their saved dealer values and variants (else their profile, else the sheet's own text), every page. " +
        "Dealers it cannot serve (no dealer profile, a text that overflows its box) get no file and are listed in `skipped` as `{hnr, dealer, reason}`, the reason a sentence, and in the ZIP's report.txt.",
      body: batchExportRequestBody,
      responses: {
        202: 'Queued: follow its progress at its @id.',
        400: 'No region for a master, or no dealer profiles in the region.',
        403: 'Only admins (any region) and region admins (their own).',
        429: 'Too many batch exports of this user still running.',
      },
      answers: { 202: BatchExportAnswer },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const body = validate(batchExportRequestBody, request.body);
      const batch = await startBatch(app, principal, body, (part) =>
        app.jobs.send(BATCH_QUEUE, part),
      );
      reply.code(202).header('location', iri('batch_exports', batch.id));
      return presentOne(app, batch);
    },
  );

  app.get(
    '/api/batch_exports',
    routeDocs({
      tags: ['Exports'],
      summary: 'Batch exports, newest first: your own (admins: everyone’s)',
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of batch exports.' },
      answers: { 200: BatchExportCollection },
    }),
    async (request) => {
      const principal = authorize(request, 'list', batchExportPolicy);
      const query = validate(listQuery, request.query);
      const owner = allows(principal, 'listAll', batchExportPolicy) ? undefined : principal.id;
      const { rows, total } = await listBatches(app.db, owner, query);
      const skipped = await skippedDealers(
        app,
        rows.map((row) => row.id),
      );
      return presentBatchList(rows, skipped, total, query);
    },
  );

  app.get(
    '/api/batch_exports/:id',
    routeDocs({
      tags: ['Exports'],
      summary: "A batch export's status and progress",
      params: idParams,
      responses: { 200: 'The batch export.', 403: OTHERS_BATCH, 404: 'No such batch export.' },
      answers: { 200: BatchExportAnswer },
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      return presentOne(app, await visibleBatch(app, principal, id));
    },
  );

  app.post(
    '/api/batch_exports/:id/cancel',
    routeDocs({
      tags: ['Exports'],
      summary: 'Cancel a batch export that is still running',
      params: idParams,
      responses: {
        200: 'Cancelled: no further dealer is rendered.',
        403: OTHERS_BATCH,
        404: 'No such batch export.',
        409: 'It has already finished.',
      },
      answers: { 200: BatchExportAnswer },
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      const batch = await visibleBatch(app, principal, id);
      const cancelled = await cancelBatch(app.db, batch);
      return presentOne(app, cancelled);
    },
  );

  app.get(
    '/api/batch_exports/:id/file',
    routeDocs({
      tags: ['Exports'],
      summary: "The finished batch's ZIP: one file per dealer",
      params: idParams,
      produces: ['application/zip'],
      responses: {
        200: 'The ZIP, streamed.',
        403: OTHERS_BATCH,
        404: 'No such batch export.',
        409: BATCH_NOT_DONE,
      },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      const batch = await visibleBatch(app, principal, id);
      if (batch.status !== 'done') throw conflict(BATCH_NOT_DONE);
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          attachment(`${batch.sheetName} - ${batch.region.toUpperCase()}`, 'zip'),
        )
        .send(batchZipStream(app, batch.id));
    },
  );
}
