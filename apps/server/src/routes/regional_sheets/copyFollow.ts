import { parseSheetData } from '@pms/sheet';
import { inArray } from 'drizzle-orm';
import { isAdmin, isRegionAdmin, type Principal } from '../../auth/principal.ts';
import type { Database } from '../../db/client.ts';
import { regionalSheets } from '../../db/schema/index.ts';
import { followMaster, type MasterFollow } from '../../regional/followMaster.ts';
import { contextKey, loadMasterContexts } from '../../regional/masterContext.ts';

/** Admins and region admins keep copies: they see how each stands to its master. */
export function keepsCopies(principal: Principal): boolean {
  return isAdmin(principal) || isRegionAdmin(principal);
}

interface CopyRow {
  id: number;
  masterId: number;
  masterVersion: number;
  data?: unknown;
}

/**
 * How each of these copies stands to its master (changed since its base version, share
 * translated), by copy id. Reads the copies' data when the rows lack it, and the masters with
 * their base revisions, in at most three statements.
 */
export async function followsOf(
  db: Database,
  copies: readonly CopyRow[],
): Promise<Map<number, MasterFollow>> {
  const follows = new Map<number, MasterFollow>();
  if (copies.length === 0) return follows;
  const missing = copies.filter((copy) => copy.data === undefined).map((copy) => copy.id);
  const loaded =
    missing.length === 0
      ? []
      : await db
          .select({ id: regionalSheets.id, data: regionalSheets.data })
          .from(regionalSheets)
          .where(inArray(regionalSheets.id, missing));
  const dataById = new Map(loaded.map((row) => [row.id, row.data]));
  const contexts = await loadMasterContexts(db, copies);
  for (const copy of copies) {
    const context = contexts.get(contextKey(copy));
    if (!context) continue;
    try {
      const data = parseSheetData(copy.data ?? dataById.get(copy.id));
      follows.set(copy.id, followMaster(data, copy.masterVersion, context));
    } catch {
      // A copy whose stored data no longer parses shows no follow-up rather than failing the list.
    }
  }
  return follows;
}
