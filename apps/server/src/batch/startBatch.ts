import type { batchExportRequestBody } from '@pms/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Principal } from '../auth/principal.ts';
import {
  type BatchExportRow,
  batchExportFiles,
  batchExports,
  dealerProfiles,
  regionalSheets,
} from '../db/schema/index.ts';
import { fileStem } from '../exports/fileName.ts';
import { readableSheet } from '../exports/readableSheet.ts';
import { badRequest, HttpError } from '../http/httpError.ts';
import { assertMayBatch } from './batchPolicy.ts';
import { dealersWithoutProfile, noProfileReason } from './unservedDealers.ts';

/** The job queue's name for one part of a batch. */
export const BATCH_QUEUE = 'batch-export-part';

/** Dealers per job: a part takes seconds, so a restart or a cancel loses little. */
export const DEALERS_PER_PART = 20;

/** The most dealers one batch takes (a region has hundreds, the largest about a thousand). */
export const MAX_BATCH_DEALERS = 5000;

/** Batches one user may have queued or running at once. */
export const MAX_OPEN_BATCHES = 3;

/** What a job of the batch queue carries: the batch and its dealers. */
export interface BatchPart {
  batchId: number;
  hnrs: string[];
}

export type BatchRequest = z.infer<typeof batchExportRequestBody>;

/** A regional copy's region, or null for a master. */
async function copyRegion(app: FastifyInstance, kind: string, id: number) {
  if (kind !== 'regional_sheets') return null;
  const [row] = await app.db
    .select({ region: regionalSheets.region })
    .from(regionalSheets)
    .where(eq(regionalSheets.id, id));
  return row?.region ?? null;
}

/** Names the advisory locks of the batch limit, apart from every other lock (two-key form). */
const LIMIT_LOCK = 'batch-export-limit';

/**
 * Stores a batch unless the user already has MAX_OPEN_BATCHES queued or running. The count and
 * the insert are one transaction under a lock on the user, so requests that race each wait for
 * the one before: without it, on PostgreSQL, twenty at once all counted none open. The dealers
 * it cannot serve are stored with it, as files not made, with the reason.
 */
async function insertWithinLimit(
  app: FastifyInstance,
  userId: number,
  values: typeof batchExports.$inferInsert,
  unserved: { hnr: string; name: string; problem: string }[],
): Promise<BatchExportRow | undefined> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LIMIT_LOCK}), ${userId})`);
    const [open] = await tx
      .select({ n: count() })
      .from(batchExports)
      .where(
        and(eq(batchExports.userId, userId), inArray(batchExports.status, ['queued', 'running'])),
      );
    if ((open?.n ?? 0) >= MAX_OPEN_BATCHES) {
      throw new HttpError(
        429,
        `You have ${MAX_OPEN_BATCHES} batch exports running: wait for one to finish or cancel it.`,
      );
    }
    const [batch] = await tx.insert(batchExports).values(values).returning();
    if (batch && unserved.length > 0) {
      await tx
        .insert(batchExportFiles)
        .values(unserved.map((dealer) => ({ ...dealer, batchId: batch.id, fileKey: null })));
    }
    return batch;
  });
}

/**
 * Starts a batch: checks who may export for which region, takes the dealers with a profile in
 * that region and queues their files in parts that any server process may render; the region's
 * dealers without a profile are recorded as not served, with the reason.
 */
export async function startBatch(
  app: FastifyInstance,
  principal: Principal,
  request: BatchRequest,
  send: (part: BatchPart) => Promise<void>,
): Promise<BatchExportRow> {
  const sheet = await readableSheet(app, principal, request.sheet);
  const ownRegion = await copyRegion(app, sheet.kind, sheet.id);
  const region = ownRegion ?? request.region;
  if (!region) throw badRequest('region is needed to export a master sheet for its dealers.');
  if (ownRegion && request.region && request.region !== ownRegion) {
    throw badRequest(`This copy is for ${ownRegion.toUpperCase()}: its dealers are those of it.`);
  }
  assertMayBatch(principal, region);

  const dealers = await app.db
    .select({ hnr: dealerProfiles.hnr })
    .from(dealerProfiles)
    .where(eq(dealerProfiles.region, region))
    .orderBy(asc(dealerProfiles.hnr))
    .limit(MAX_BATCH_DEALERS + 1);
  if (dealers.length === 0) {
    throw badRequest(
      `No dealer of ${region.toUpperCase()} has a dealer profile yet: add their profiles first.`,
    );
  }
  // Dealers of the region without a profile are named in the batch's report, not left out.
  const unserved = (await dealersWithoutProfile(app, region)).map(({ hnr, username }) => ({
    hnr,
    name: `${fileStem(`${hnr} ${username}`)}.${request.format}`,
    problem: noProfileReason(hnr),
  }));
  if (dealers.length + unserved.length > MAX_BATCH_DEALERS) {
    throw badRequest(`A batch takes at most ${MAX_BATCH_DEALERS} dealers.`);
  }
  const batch = await insertWithinLimit(
    app,
    principal.id,
    {
      userId: principal.id,
      ...(sheet.kind === 'sheets' ? { sheetId: sheet.id } : { regionalSheetId: sheet.id }),
      sheetVersion: sheet.version,
      sheetName: sheet.name,
      region,
      format: request.format,
      total: dealers.length + unserved.length,
    },
    unserved,
  );
  if (!batch) throw new Error('the batch was not stored');
  try {
    const hnrs = dealers.map((dealer) => dealer.hnr);
    for (let start = 0; start < hnrs.length; start += DEALERS_PER_PART) {
      await send({ batchId: batch.id, hnrs: hnrs.slice(start, start + DEALERS_PER_PART) });
    }
  } catch (error) {
    // Parts already queued find the batch failed and stop.
    await app.db
      .update(batchExports)
      .set({ status: 'failed', error: 'The batch could not be queued.', finished: new Date() })
      .where(eq(batchExports.id, batch.id));
    throw error;
  }
  return batch;
}
