import { parseSheetData } from '@pms/sheet';
import { inArray } from 'drizzle-orm';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/client.ts';
import { regionalSheets, sheets } from '../db/schema/index.ts';
import { allows } from '../policies/authorize.ts';
import { regionalSheetPolicy } from '../policies/regionalSheets.ts';
import { mayReadMasterOfCopy } from '../policies/sheetVisibility.ts';
import { contextKey, loadMasterContexts } from '../regional/masterContext.ts';
import { type TranslationProgress, translationProgress } from '../regional/translationProgress.ts';

/** How a copy stands against its master, as the overview and the designer show it. */
export interface MasterFollow {
  /** The master's current version: an update from master brings the copy to it. */
  latestMasterVersion: number;
  /** "The master has changed since this copy was made" (or last updated from it). */
  masterChanged: boolean;
  translation: TranslationProgress;
}

/** Admins and region admins keep copies: they see how each stands to its master. */
export function keepsCopies(principal: Principal): boolean {
  return allows(principal, 'seeFollow', regionalSheetPolicy);
}

interface CopyRow {
  id: number;
  masterId: number;
  masterVersion: number;
  translatedTexts: number | null;
  totalTexts: number | null;
}

/**
 * How each of these copies stands to its master, by copy id: behind it when the master's
 * content changed after the copy's base version, and the share translated as counted at the
 * copy's last save. One statement for a page of copies; copies saved before the counts were
 * kept are counted here once. A master this user may not read (locked, to all but admins)
 * shows no change: its changes are its content, and there is nothing to update from yet.
 */
export async function followsOf(
  db: Database,
  copies: readonly CopyRow[],
  principal: Principal,
): Promise<Map<number, MasterFollow>> {
  const follows = new Map<number, MasterFollow>();
  if (copies.length === 0) return follows;
  const masterIds = [...new Set(copies.map((copy) => copy.masterId))];
  const masters = await db
    .select({
      id: sheets.id,
      status: sheets.status,
      version: sheets.version,
      contentVersion: sheets.contentVersion,
    })
    .from(sheets)
    .where(inArray(sheets.id, masterIds));
  const byId = new Map(masters.map((master) => [master.id, master]));
  const uncounted = await countedLate(
    db,
    copies.filter((copy) => copy.translatedTexts === null || copy.totalTexts === null),
  );
  for (const copy of copies) {
    const master = byId.get(copy.masterId);
    if (!master) continue;
    const translation =
      copy.translatedTexts !== null && copy.totalTexts !== null
        ? { translated: copy.translatedTexts, total: copy.totalTexts }
        : uncounted.get(copy.id);
    const readable = mayReadMasterOfCopy(principal, master);
    follows.set(copy.id, {
      latestMasterVersion: readable ? master.version : copy.masterVersion,
      masterChanged: readable && master.contentVersion > copy.masterVersion,
      translation: translation ?? { translated: 0, total: 0 },
    });
  }
  return follows;
}

/** Counts the copies that have no counts yet, from their data and their masters'. */
async function countedLate(db: Database, copies: readonly CopyRow[]) {
  const counts = new Map<number, { translated: number; total: number }>();
  if (copies.length === 0) return counts;
  const rows = await db
    .select({ id: regionalSheets.id, data: regionalSheets.data })
    .from(regionalSheets)
    .where(
      inArray(
        regionalSheets.id,
        copies.map((copy) => copy.id),
      ),
    );
  const contexts = await loadMasterContexts(db, copies);
  for (const copy of copies) {
    const context = contexts.get(contextKey(copy));
    const row = rows.find((r) => r.id === copy.id);
    if (!context || !row) continue;
    try {
      counts.set(
        copy.id,
        translationProgress(
          parseSheetData(row.data),
          context.base,
          // As at a save (countTranslations): a locked master's new texts count for nobody.
          context.master.status === 'unlocked' ? context.masterData : null,
        ),
      );
    } catch {
      // A copy whose stored data no longer parses shows no share rather than failing the list.
    }
  }
  return counts;
}
