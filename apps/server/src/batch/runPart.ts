import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type BatchExportRow,
  batchExportFiles,
  batchExports,
  dealerProfiles,
} from '../db/schema/index.ts';
import { renderExportFor } from '../exports/exportFile.ts';
import { fileStem } from '../exports/fileName.ts';
import { revisionSheet } from '../exports/revisionSheet.ts';
import { savedDealerValues } from '../exports/savedDealerValues.ts';
import { exportDealer } from '../exports/sheetForExport.ts';
import { HttpError } from '../http/httpError.ts';
import type { BatchPart } from './startBatch.ts';
import { noProfileReason } from './unservedDealers.ts';

const FINISHED = ['done', 'cancelled', 'failed'];

async function batchOf(app: FastifyInstance, id: number): Promise<BatchExportRow | undefined> {
  const [batch] = await app.db.select().from(batchExports).where(eq(batchExports.id, id));
  return batch;
}

/** The dealers' file stems in the ZIP: number and name, so the printer can sort them. */
async function fileStems(app: FastifyInstance, hnrs: string[]) {
  const rows = await app.db
    .select({ hnr: dealerProfiles.hnr, name: dealerProfiles.name })
    .from(dealerProfiles)
    .where(inArray(dealerProfiles.hnr, hnrs));
  const names = new Map(rows.map((row) => [row.hnr, row.name]));
  return (hnr: string) => fileStem(`${hnr} ${names.get(hnr) ?? ''}`);
}

/**
 * Counts the dealers done (once each, whoever made them) and closes the batch at the last.
 * False when the batch has ended meanwhile (cancelled): the part stops.
 */
async function recordProgress(app: FastifyInstance, batch: BatchExportRow): Promise<boolean> {
  const done = sql<number>`(select count(*)::int from ${batchExportFiles} where ${batchExportFiles.batchId} = ${batch.id})`;
  const [row] = await app.db
    .update(batchExports)
    .set({
      done,
      status: sql`case when ${done} >= ${batchExports.total} then 'done' else 'running' end`,
      finished: sql`case when ${done} >= ${batchExports.total} then now() else null end`,
    })
    .where(and(eq(batchExports.id, batch.id), inArray(batchExports.status, ['queued', 'running'])))
    .returning({ status: batchExports.status });
  return row?.status === 'running';
}

/**
 * Renders one part of a batch: each dealer's file with their logo, profile and saved values
 * (every page), from the sheet's revision at the batch's start, stored and counted one by one.
 * A PNG of several pages is a ZIP of one PNG per page, which the batch's ZIP unpacks. A part that runs again (its
 * process died) skips the dealers already made; a cancelled batch stops at the next dealer.
 * Rendering runs in the worker-thread pool, as many dealers at once as it has threads, so the
 * event loop keeps serving other users.
 */
export async function runPart(app: FastifyInstance, part: BatchPart): Promise<void> {
  const batch = await batchOf(app, part.batchId);
  if (!batch || FINISHED.includes(batch.status)) return;
  const sheet = await revisionSheet(app.db, batch);
  const made = new Set(
    (
      await app.db
        .select({ hnr: batchExportFiles.hnr })
        .from(batchExportFiles)
        .where(
          and(eq(batchExportFiles.batchId, batch.id), inArray(batchExportFiles.hnr, part.hnrs)),
        )
    ).map((row) => row.hnr),
  );
  const format = batch.format === 'png' ? 'png' : 'pdf';
  const stemOf = await fileStems(app, part.hnrs);
  /** Makes one dealer's file and counts it; false once the batch has ended (cancelled). */
  const makeOne = async (hnr: string): Promise<boolean> => {
    let fileKey: string | null = null;
    let problem: string | null = null;
    let name = `${stemOf(hnr)}.${format}`;
    try {
      const dealer = await exportDealer(app, hnr, sheet.data.ci);
      // A profile deleted since the batch started: named, as one missing at the start is.
      if (!dealer.profile) throw new HttpError(400, noProfileReason(hnr));
      // The dealer's saved values and variants, then their profile, then the sheet's own text.
      const saved = await savedDealerValues(app, sheet, hnr);
      const file = await renderExportFor(app, dealer, sheet, {
        choice: { pages: 'all', dealerValues: saved.values, pageSelections: saved.pageSelections },
        format,
        pdf: 'print',
        stem: stemOf(hnr),
      });
      if (file.type === 'application/zip') name = `${stemOf(hnr)}.zip`;
      fileKey = await app.media.put(file.bytes, file.type === 'application/zip' ? 'zip' : format);
    } catch (error) {
      // A dealer whose file cannot be made (their text overflows, say) is named in the
      // batch's report; the others are still made.
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      problem = error.message;
    }
    await app.db
      .insert(batchExportFiles)
      .values({ batchId: batch.id, hnr, name, fileKey, problem })
      .onConflictDoNothing();
    return recordProgress(app, batch);
  };
  // As many dealers at once as the render pool has threads: a batch uses every core.
  const todo = part.hnrs.filter((hnr) => !made.has(hnr));
  const atOnce = Math.max(1, app.renderer.threads);
  for (let start = 0; start < todo.length; start += atOnce) {
    const going = await Promise.all(todo.slice(start, start + atOnce).map(makeOne));
    if (going.includes(false)) return;
    await yieldToRequests();
  }
}

/** After the last try of a part failed: the batch cannot finish, and says so. */
export async function failBatch(app: FastifyInstance, batchId: number, reason: string) {
  await app.db
    .update(batchExports)
    .set({ status: 'failed', error: reason, finished: new Date() })
    .where(and(eq(batchExports.id, batchId), inArray(batchExports.status, ['queued', 'running'])));
}
