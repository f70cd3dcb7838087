import { parseSheetData } from '@pms/sheet';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type ExportRecordRow, regionalSheets, sheetRevisions } from '../db/schema/index.ts';
import { notFound } from '../http/httpError.ts';
import type { ReadableSheet } from './readableSheet.ts';

/** The sheet an export record names, as it was at the exported version (its revision). */
export async function revisionSheet(
  db: Database,
  record: Pick<ExportRecordRow, 'sheetId' | 'regionalSheetId' | 'sheetVersion' | 'sheetName'>,
): Promise<ReadableSheet> {
  const owner =
    record.regionalSheetId === null
      ? eq(sheetRevisions.sheetId, record.sheetId ?? 0)
      : eq(sheetRevisions.regionalSheetId, record.regionalSheetId);
  const [revision] = await db
    .select({ data: sheetRevisions.data })
    .from(sheetRevisions)
    .where(and(owner, eq(sheetRevisions.version, record.sheetVersion)));
  if (!revision) throw notFound(`Version ${record.sheetVersion} of the sheet`);
  if (record.regionalSheetId === null) {
    return {
      kind: 'sheets',
      id: record.sheetId ?? 0,
      name: record.sheetName,
      details: '',
      version: record.sheetVersion,
      data: parseSheetData(revision.data),
      region: null,
    };
  }
  // The copy's region sets its text's language (hyphenation), as at the first export.
  const [copy] = await db
    .select({ region: regionalSheets.region })
    .from(regionalSheets)
    .where(eq(regionalSheets.id, record.regionalSheetId));
  return {
    kind: 'regional_sheets',
    id: record.regionalSheetId,
    name: record.sheetName,
    details: '',
    version: record.sheetVersion,
    data: parseSheetData(revision.data),
    region: copy?.region ?? null,
  };
}
