import { and, count, desc, eq, sql } from 'drizzle-orm';
import { STALE_VERSION } from '../commands/sheetWrites.ts';
import type { Database } from '../db/client.ts';
import {
  type DealerSheetValuesRow,
  dealerSheetValues,
  regionalSheets,
  sheets,
} from '../db/schema/index.ts';
import { conflict } from '../http/httpError.ts';
import { offsetOf, type Paging } from '../http/paging.ts';

/** The kind of sheet a user's dealer values belong to: a master or a regional copy. */
export type DealerValuesOwner = 'sheets' | 'regional_sheets';

function ownerColumn(owner: DealerValuesOwner) {
  return owner === 'sheets' ? dealerSheetValues.sheetId : dealerSheetValues.regionalSheetId;
}

function ownerKey(owner: DealerValuesOwner): 'sheetId' | 'regionalSheetId' {
  return owner === 'sheets' ? 'sheetId' : 'regionalSheetId';
}

/** What a user saved for one sheet, if anything. */
export async function findDealerValues(
  db: Database,
  owner: DealerValuesOwner,
  sheetId: number,
  userId: number,
): Promise<DealerSheetValuesRow | undefined> {
  const [row] = await db
    .select()
    .from(dealerSheetValues)
    .where(and(eq(ownerColumn(owner), sheetId), eq(dealerSheetValues.userId, userId)));
  return row;
}

/** The values and variant selection a dealer saves for a sheet. */
export interface DealerValuesFields {
  values: unknown;
  selection: unknown;
}

/**
 * Saves a user's values for a sheet if they are still at `version` (0: nothing saved yet, so
 * the first save inserts). Another device's save in between writes nothing and is a 409.
 */
export async function saveDealerValues(
  db: Database,
  owner: DealerValuesOwner,
  sheetId: number,
  userId: number,
  version: number,
  fields: DealerValuesFields,
): Promise<DealerSheetValuesRow> {
  const [saved] =
    version === 0
      ? await db
          .insert(dealerSheetValues)
          .values({ userId, [ownerKey(owner)]: sheetId, ...fields })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(dealerSheetValues)
          .set({
            ...fields,
            version: sql`${dealerSheetValues.version} + 1`,
            modified: new Date(),
          })
          .where(
            and(
              eq(ownerColumn(owner), sheetId),
              eq(dealerSheetValues.userId, userId),
              eq(dealerSheetValues.version, version),
            ),
          )
          .returning();
  if (!saved) throw conflict(STALE_VERSION);
  return saved;
}

/** Saved values with the name of their sheet (a master's or a copy's) and the copy's region. */
export interface SavedValuesRow {
  row: DealerSheetValuesRow;
  sheetName: string | null;
  copyName: string | null;
  region: string | null;
}

/** One page of every sheet's values a user saved, newest first, and their total. */
export async function listSavedDealerValues(
  db: Database,
  userId: number,
  paging: Paging,
): Promise<{ rows: SavedValuesRow[]; total: number }> {
  const where = eq(dealerSheetValues.userId, userId);
  const [total] = await db.select({ n: count() }).from(dealerSheetValues).where(where);
  const rows = await db
    .select({
      row: dealerSheetValues,
      sheetName: sheets.name,
      copyName: regionalSheets.name,
      region: regionalSheets.region,
    })
    .from(dealerSheetValues)
    .leftJoin(sheets, eq(sheets.id, dealerSheetValues.sheetId))
    .leftJoin(regionalSheets, eq(regionalSheets.id, dealerSheetValues.regionalSheetId))
    .where(where)
    .orderBy(desc(dealerSheetValues.modified), desc(dealerSheetValues.id))
    .limit(paging.itemsPerPage)
    .offset(offsetOf(paging));
  return { rows, total: total?.n ?? 0 };
}
