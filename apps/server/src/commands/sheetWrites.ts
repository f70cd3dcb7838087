import { parseSheetData, type SheetData } from '@pms/sheet';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  type RegionalSheetRow,
  regionalSheets,
  type SheetRow,
  type SheetStatus,
  sheetRevisions,
  sheets,
} from '../db/schema/index.ts';
import { conflict, notFound } from '../http/httpError.ts';
import { masterChanges } from '../regional/masterChanges.ts';
import { loadMasterContext } from '../regional/masterContext.ts';
import { translationProgress } from '../regional/translationProgress.ts';

export const STALE_VERSION =
  'This sheet was changed by someone else in the meantime. Reload it to see their changes; yours were not saved.';

export interface MasterFields {
  name: string;
  details: string;
  status: SheetStatus;
  categoryId: number;
  data: SheetData;
}

export interface RegionalFields {
  name: string;
  details: string;
  status: SheetStatus;
  data: SheetData;
  /** The master version the copy's data was made or last updated from. */
  masterVersion: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Creates a master sheet and its first revision, together or not at all. */
export function createMaster(db: Database, userId: number, fields: MasterFields) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sheets).values(fields).returning();
    if (!row) throw new Error('insert returned no sheet');
    await recordRevision(tx, { sheetId: row.id }, row, userId);
    return row;
  });
}

/**
 * Saves a master sheet if it is still at `version`: the version moves on by one and a revision
 * keeps what was saved. A stale version writes nothing and answers 409.
 */
export function updateMaster(
  db: Database,
  userId: number,
  id: number,
  version: number,
  fields: Partial<MasterFields>,
): Promise<SheetRow> {
  return db.transaction(async (tx) => {
    const changesCopies = fields.data !== undefined && (await changesContent(tx, id, fields.data));
    const [row] = await tx
      .update(sheets)
      .set({
        ...fields,
        version: sql`${sheets.version} + 1`,
        ...(changesCopies ? { contentVersion: sql`${sheets.version} + 1` } : {}),
        modified: new Date(),
      })
      .where(and(eq(sheets.id, id), eq(sheets.version, version)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: sheets.id }).from(sheets).where(eq(sheets.id, id));
      throw exists ? conflict(STALE_VERSION) : notFound('The sheet');
    }
    await recordRevision(tx, { sheetId: row.id }, row, userId);
    return row;
  });
}

/** Whether saving `data` over the master changes anything its regional copies take over. */
async function changesContent(tx: Transaction, id: number, data: SheetData): Promise<boolean> {
  const [before] = await tx.select({ data: sheets.data }).from(sheets).where(eq(sheets.id, id));
  if (!before) return true;
  try {
    return masterChanges(parseSheetData(before.data), data).length > 0;
  } catch {
    return true;
  }
}

/**
 * Counts the copy's translated texts against its master at its base version, at every save:
 * lists of thousands of copies then read two numbers instead of comparing documents.
 */
async function countTranslations(
  tx: Transaction,
  row: RegionalSheetRow,
): Promise<RegionalSheetRow> {
  const context = await loadMasterContext(tx, row);
  if (!context) return row;
  const { translated, total } = translationProgress(
    parseSheetData(row.data),
    context.base,
    context.masterData,
  );
  const [counted] = await tx
    .update(regionalSheets)
    .set({ translatedTexts: translated, totalTexts: total })
    .where(eq(regionalSheets.id, row.id))
    .returning();
  return counted ?? row;
}

export function createRegional(
  db: Database,
  userId: number,
  fields: RegionalFields & { masterId: number; region: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(regionalSheets)
      .values(fields)
      .onConflictDoNothing({ target: [regionalSheets.masterId, regionalSheets.region] })
      .returning();
    if (!row) {
      throw conflict(
        `This sheet already has a regional copy for ${fields.region}. Open it and save your changes there.`,
      );
    }
    await recordRevision(tx, { regionalSheetId: row.id }, row, userId);
    return countTranslations(tx, row);
  });
}

export function updateRegional(
  db: Database,
  userId: number,
  id: number,
  version: number,
  fields: Partial<RegionalFields>,
): Promise<RegionalSheetRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(regionalSheets)
      .set({ ...fields, version: sql`${regionalSheets.version} + 1`, modified: new Date() })
      .where(and(eq(regionalSheets.id, id), eq(regionalSheets.version, version)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: regionalSheets.id })
        .from(regionalSheets)
        .where(eq(regionalSheets.id, id));
      throw exists ? conflict(STALE_VERSION) : notFound('The regional sheet');
    }
    await recordRevision(tx, { regionalSheetId: row.id }, row, userId);
    return countTranslations(tx, row);
  });
}

async function recordRevision(
  tx: Transaction,
  owner: { sheetId: number } | { regionalSheetId: number },
  row: { version: number; name: string; details: string; status: string; data: unknown } & {
    categoryId?: number;
    masterVersion?: number;
  },
  userId: number,
) {
  await tx.insert(sheetRevisions).values({
    ...owner,
    version: row.version,
    name: row.name,
    details: row.details,
    status: row.status,
    categoryId: row.categoryId ?? null,
    masterVersion: row.masterVersion ?? null,
    data: row.data,
    createdBy: userId,
  });
}
