import { and, count, desc, eq } from 'drizzle-orm';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/client.ts';
import { exportRecords, users } from '../db/schema/index.ts';
import { offsetOf, type Paging } from '../http/paging.ts';
import type { SheetReference } from '../http/references.ts';
import type { ExportOptions } from './exportFile.ts';
import type { ReadableSheet } from './readableSheet.ts';

/** An export as the history keeps it. */
export type ExportRecordRow = typeof exportRecords.$inferSelect;

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

/** One page of a user's exports, newest first, and their total. */
export async function listExportRecords(
  db: Database,
  userId: number,
  paging: Paging,
): Promise<{ rows: ExportRecordRow[]; total: number }> {
  const where = eq(exportRecords.userId, userId);
  const [total] = await db.select({ n: count() }).from(exportRecords).where(where);
  const rows = await db
    .select()
    .from(exportRecords)
    .where(where)
    .orderBy(desc(exportRecords.created), desc(exportRecords.id))
    .limit(paging.itemsPerPage)
    .offset(offsetOf(paging));
  return { rows, total: total?.n ?? 0 };
}

/** An export record with the dealer number of whoever made it (their logo and profile apply). */
export async function findExportRecord(
  db: Database,
  id: number,
): Promise<{ record: ExportRecordRow; hnr: string | null } | undefined> {
  const [row] = await db
    .select({ record: exportRecords, hnr: users.hnr })
    .from(exportRecords)
    .innerJoin(users, eq(users.id, exportRecords.userId))
    .where(and(eq(exportRecords.id, id)));
  return row;
}

/** The sheet an export record names. */
export function exportedSheet(record: ExportRecordRow): SheetReference {
  return record.regionalSheetId === null
    ? { kind: 'sheets', id: record.sheetId ?? 0 }
    : { kind: 'regional_sheets', id: record.regionalSheetId };
}
