import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type BatchExportRow,
  batchExportFiles,
  batchExports,
  dealerProfiles,
} from '../db/schema/index.ts';
import { renderExport } from '../exports/exportFile.ts';
import { fileStem } from '../exports/fileName.ts';
import { HttpError } from '../http/httpError.ts';
import { revisionSheet } from '../routes/exports/revisionSheet.ts';
import type { BatchPart } from './startBatch.ts';

const FINISHED = ['done', 'cancelled', 'failed'];

async function batchOf(app: FastifyInstance, id: number): Promise<BatchExportRow | undefined> {
  const [batch] = await app.db.select().from(batchExports).where(eq(batchExports.id, id));
  return batch;
}

/** The dealer's file name in the ZIP: number and name, so the printer can sort them. */
async function fileNameOf(app: FastifyInstance, hnr: string, format: string) {
  const [profile] = await app.db
    .select({ name: dealerProfiles.name })
    .from(dealerProfiles)
    .where(eq(dealerProfiles.hnr, hnr));
  return `${fileStem(`${hnr} ${profile?.name ?? ''}`)}.${format}`;
}

/** Counts the dealers done (once each, whoever made them) and closes the batch at the last. */
async function recordProgress(app: FastifyInstance, batch: BatchExportRow) {
  const [made] = await app.db
    .select({ n: count() })
    .from(batchExportFiles)
    .where(eq(batchExportFiles.batchId, batch.id));
  const done = made?.n ?? 0;
  const finished = done >= batch.total;
  await app.db
    .update(batchExports)
    .set({
      done,
      ...(finished ? { status: 'done', finished: new Date() } : { status: 'running' }),
    })
    .where(and(eq(batchExports.id, batch.id), inArray(batchExports.status, ['queued', 'running'])));
}

/**
 * Renders one part of a batch: each dealer's file with their logo and profile, from the sheet's
 * revision at the batch's start, stored and counted one by one. A part that runs again (its
 * process died) skips the dealers already made; a cancelled batch stops at the next dealer.
 * Between dealers the event loop serves requests, so other users do not wait for a batch.
 */
export async function runPart(app: FastifyInstance, part: BatchPart): Promise<void> {
  const start = await batchOf(app, part.batchId);
  if (!start || FINISHED.includes(start.status)) return;
  const sheet = await revisionSheet(app.db, start);
  const made = new Set(
    (
      await app.db
        .select({ hnr: batchExportFiles.hnr })
        .from(batchExportFiles)
        .where(
          and(eq(batchExportFiles.batchId, start.id), inArray(batchExportFiles.hnr, part.hnrs)),
        )
    ).map((row) => row.hnr),
  );
  for (const hnr of part.hnrs) {
    if (made.has(hnr)) continue;
    const batch = await batchOf(app, part.batchId);
    if (!batch || FINISHED.includes(batch.status)) return;
    const format = batch.format === 'png' ? 'png' : 'pdf';
    let fileKey: string | null = null;
    let problem: string | null = null;
    try {
      const file = await renderExport(app, hnr, sheet, {
        page: format === 'png' ? 0 : 'all',
        format,
        pdf: 'print',
        dealerValues: {},
      });
      fileKey = await app.media.put(file.bytes, format);
    } catch (error) {
      // A dealer whose file cannot be made (their text overflows, say) is named in the
      // ZIP's report; the others are still made.
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      problem = error.message;
    }
    await app.db
      .insert(batchExportFiles)
      .values({
        batchId: batch.id,
        hnr,
        name: await fileNameOf(app, hnr, format),
        fileKey,
        problem,
      })
      .onConflictDoNothing();
    await recordProgress(app, batch);
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
