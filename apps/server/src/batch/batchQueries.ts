import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type BatchExportRow, batchExports } from '../db/schema/index.ts';
import { conflict } from '../http/httpError.ts';
import { offsetOf, type Paging } from '../http/paging.ts';

/** The batch export with this id, if there is one (who may see it is the caller's check). */
export async function findBatch(db: Database, id: number): Promise<BatchExportRow | undefined> {
  const [row] = await db.select().from(batchExports).where(eq(batchExports.id, id));
  return row;
}

/** One page of batch exports, newest first: of one user, or everyone's when `userId` is undefined. */
export async function listBatches(
  db: Database,
  userId: number | undefined,
  paging: Paging,
): Promise<{ rows: BatchExportRow[]; total: number }> {
  const where = userId === undefined ? undefined : eq(batchExports.userId, userId);
  const [total] = await db.select({ n: count() }).from(batchExports).where(where);
  const rows = await db
    .select()
    .from(batchExports)
    .where(where)
    .orderBy(desc(batchExports.created), desc(batchExports.id))
    .limit(paging.itemsPerPage)
    .offset(offsetOf(paging));
  return { rows, total: total?.n ?? 0 };
}

/**
 * Cancels a batch that is still queued or running, so no further dealer is rendered; one that
 * has ended (also in the meantime) is a 409 naming how.
 */
export async function cancelBatch(db: Database, batch: BatchExportRow): Promise<BatchExportRow> {
  const [cancelled] = await db
    .update(batchExports)
    .set({ status: 'cancelled', finished: new Date() })
    .where(and(eq(batchExports.id, batch.id), inArray(batchExports.status, ['queued', 'running'])))
    .returning();
  if (!cancelled) throw conflict(`This batch export has already ended (${batch.status}).`);
  return cancelled;
}
