import { sheetLanguage } from '@pms/contracts/regions';
import { type SheetData, withTextLanguages } from '@pms/sheet';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { regionalSheets } from '../db/schema/index.ts';
import { contextKey, loadMasterContexts } from '../regional/masterContext.ts';
import type { ReadableSheet } from './readableSheet.ts';

/**
 * The sheet's data with each text's language as its exports set it: a master's as saved; a
 * copy's translated texts in its region's language and the texts it left as the master's in
 * the master's (English unless the master's text names one), compared with the master at the
 * copy's base version as the share translated is. Without a master to compare with, a copy's
 * texts all follow its region, as before texts kept a language.
 */
export async function copyTextLanguages(
  db: Pick<Database, 'select'>,
  sheet: Pick<ReadableSheet, 'kind' | 'id' | 'data' | 'region'>,
): Promise<SheetData> {
  if (sheet.kind !== 'regional_sheets') return sheet.data;
  const [copy] = await db
    .select({ masterId: regionalSheets.masterId, masterVersion: regionalSheets.masterVersion })
    .from(regionalSheets)
    .where(eq(regionalSheets.id, sheet.id));
  if (!copy) return sheet.data;
  const context = (await loadMasterContexts(db, [copy])).get(contextKey(copy));
  const reference = context ? (context.base ?? context.masterData) : null;
  return withTextLanguages(sheet.data, reference, sheetLanguage(sheet.region));
}
