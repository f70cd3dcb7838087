import { parseSheetData, type SheetData } from '@pms/sheet';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../db/errors.ts';
import {
  categories,
  type RegionalSheetRow,
  regionalSheets,
  type SheetRow,
  type SheetStatus,
  sheetRevisions,
  sheets,
} from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../http/httpError.ts';
import { masterChanges } from '../regional/masterChanges.ts';
import { loadMasterContext, loadMasterContextText } from '../regional/masterContext.ts';
import { type TranslationProgress, translationProgress } from '../regional/translationProgress.ts';
import type { RenderPool } from '../render/renderPool.ts';
import { rememberedText, storedData } from './sheetDataText.ts';

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
    const [row] = await tx
      .insert(sheets)
      .values({ ...fields, data: storedData(fields.data) })
      .returning();
    if (!row) throw new Error('insert returned no sheet');
    await recordRevision(tx, { sheetId: row.id }, row, userId);
    return row;
  });
}

/**
 * Saves a master sheet if it is still at `version`: the version moves on by one and a revision
 * keeps what was saved. A stale version writes nothing and answers 409.
 *
 * A save is the busiest write, so it is one statement (the update and its revision together,
 * atomic without a transaction around them), after one read of the data it replaces when the
 * data is sent. That read is taken at `version` and the update only happens at `version`, so the
 * data compared is exactly the data replaced. A category that does not exist is refused by the
 * foreign key rather than looked up before every save. Data a render thread read (a large save)
 * is compared in one too, with `renderer`.
 */
export async function updateMaster(
  db: Database,
  userId: number,
  id: number,
  version: number,
  fields: Partial<MasterFields>,
  renderer?: Pick<RenderPool, 'runInput'>,
): Promise<SheetRow> {
  const changesCopies =
    fields.data !== undefined && (await changesContent(db, id, version, fields.data, renderer));
  const updated = db.$with('updated').as(
    db
      .update(sheets)
      .set({
        ...fields,
        ...(fields.data !== undefined && { data: storedData(fields.data) }),
        version: sql`${sheets.version} + 1`,
        ...(changesCopies ? { contentVersion: sql`${sheets.version} + 1` } : {}),
        modified: new Date(),
      })
      .where(and(eq(sheets.id, id), eq(sheets.version, version)))
      .returning(),
  );
  // The revision copies the row as updated, in the database: the data is sent once. (Drizzle's
  // insert…select wants every column, the id and the time included, hence SQL.)
  const revision = db.$with('revision', { id: sql<number>`id` }).as(
    sql`insert into ${sheetRevisions} ("sheet_id", "version", "name", "details", "status", "category_id", "data", "created_by")
      select "id", "version", "name", "details", "status", "category_id", "data", ${userId}::integer from "updated"
      returning "id"`,
  );
  // Data a render thread read (a large save) is answered as sent: read back, it would be
  // parsed on the event loop again (40 ms for 7.7 MiB) only to be stringified for the answer.
  const sentAsText = fields.data !== undefined && rememberedText(fields.data) !== undefined;
  let row: SheetRow | undefined;
  try {
    if (sentAsText && fields.data !== undefined) {
      const { data: _stored, ...columns } = updated._.selectedFields;
      const [saved] = await db.with(updated, revision).select(columns).from(updated);
      row = saved && { ...saved, data: fields.data };
    } else [row] = await db.with(updated, revision).select().from(updated);
  } catch (error) {
    if (fields.categoryId !== undefined && sqlStateOf(error) === FOREIGN_KEY_VIOLATION) {
      await requireCategory(db, fields.categoryId);
    }
    throw error;
  }
  if (!row) {
    const [exists] = await db.select({ id: sheets.id }).from(sheets).where(eq(sheets.id, id));
    throw exists ? conflict(STALE_VERSION) : notFound('The sheet');
  }
  return row;
}

/**
 * Whether saving `data` over the master at `version` changes anything its regional copies take
 * over. A master that is gone or at another version cannot be saved: that is answered here.
 * Data read in a render thread is compared there, with the stored data read as text: parsing,
 * validating and comparing two large sheets took a second on the event loop.
 */
async function changesContent(
  db: Database,
  id: number,
  version: number,
  data: SheetData,
  renderer?: Pick<RenderPool, 'runInput'>,
): Promise<boolean> {
  const after = rememberedText(data);
  if (renderer && after !== undefined) {
    const [before] = await db
      .select({ text: sql<string>`${sheets.data}::text`, version: sheets.version })
      .from(sheets)
      .where(eq(sheets.id, id));
    if (!before) throw notFound('The sheet');
    if (before.version !== version) throw conflict(STALE_VERSION);
    const result = await renderer.runInput({ kind: 'masterChanged', before: before.text, after });
    return !result.ok || !('changed' in result) || result.changed;
  }
  const [before] = await db
    .select({ data: sheets.data, version: sheets.version })
    .from(sheets)
    .where(eq(sheets.id, id));
  if (!before) throw notFound('The sheet');
  if (before.version !== version) throw conflict(STALE_VERSION);
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
  renderer?: Pick<RenderPool, 'runInput'>,
): Promise<RegionalSheetRow> {
  const text = rememberedText(row.data as SheetData);
  const progress =
    text !== undefined && renderer
      ? await progressInThread(tx, row, text, renderer)
      : await progressHere(tx, row);
  if (!progress) return row;
  const { data: _stored, ...columns } = getTableColumns(regionalSheets);
  const [counted] = await tx
    .update(regionalSheets)
    .set({ translatedTexts: progress.translated, totalTexts: progress.total })
    .where(eq(regionalSheets.id, row.id))
    .returning(columns);
  // The data is as the row had it: returning it would read (and parse) it again.
  return counted ? { ...counted, data: row.data } : row;
}

/**
 * A locked master's texts reach only admins (mayReadMasterOfCopy): counted against it, a text
 * the master gained since the copy's base version would confirm a guess of it.
 */
function countsMaster(master: Pick<SheetRow, 'status'>): boolean {
  return master.status === 'unlocked';
}

/** The copy's progress; undefined when its master is gone or unreadable. */
async function progressHere(
  tx: Transaction,
  row: RegionalSheetRow,
): Promise<TranslationProgress | undefined> {
  const context = await loadMasterContext(tx, row);
  if (!context) return undefined;
  const master = countsMaster(context.master) ? context.masterData : null;
  return translationProgress(parseSheetData(row.data), context.base, master);
}

/**
 * The progress of a copy a render thread read (a large save), counted there from its text and
 * its master's as stored: on the event loop, 15,000 elements took 0.4 s, and reading the
 * master 0.16 s more.
 */
async function progressInThread(
  tx: Transaction,
  row: RegionalSheetRow,
  text: string,
  renderer: Pick<RenderPool, 'runInput'>,
): Promise<TranslationProgress | undefined> {
  const context = await loadMasterContextText(tx, row);
  if (!context) return undefined;
  const result = await renderer.runInput({
    kind: 'translationProgress',
    copy: text,
    base: context.baseText,
    master: context.masterText,
    countMaster: countsMaster(context.master),
  });
  if (!result.ok || !('progress' in result)) throw new Error('the translation count failed');
  return result.progress ?? undefined;
}

export function createRegional(
  db: Database,
  userId: number,
  fields: RegionalFields & { masterId: number; region: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(regionalSheets)
      .values({ ...fields, data: storedData(fields.data) })
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
  renderer?: Pick<RenderPool, 'runInput'>,
): Promise<RegionalSheetRow> {
  // Data a render thread read (a large save) is kept as sent, as updateMaster does: read back,
  // 7.7 MiB were parsed, validated and stringified again for the revision on the event loop.
  const sent = fields.data !== undefined && rememberedText(fields.data) ? fields.data : undefined;
  return db.transaction(async (tx) => {
    const update = tx
      .update(regionalSheets)
      .set({
        ...fields,
        ...(fields.data !== undefined && { data: storedData(fields.data) }),
        version: sql`${regionalSheets.version} + 1`,
        modified: new Date(),
      })
      .where(and(eq(regionalSheets.id, id), eq(regionalSheets.version, version)));
    let row: RegionalSheetRow | undefined;
    if (sent) {
      const { data: _stored, ...columns } = getTableColumns(regionalSheets);
      const [saved] = await update.returning(columns);
      row = saved && { ...saved, data: sent };
    } else [row] = await update.returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: regionalSheets.id })
        .from(regionalSheets)
        .where(eq(regionalSheets.id, id));
      throw exists ? conflict(STALE_VERSION) : notFound('The regional sheet');
    }
    if (sent) await copyRevision(tx, row.id, userId);
    else await recordRevision(tx, { regionalSheetId: row.id }, row, userId);
    return countTranslations(tx, row, renderer);
  });
}

/** The copy's revision, copied from its row in the database: its data is not sent again. */
async function copyRevision(tx: Transaction, regionalSheetId: number, userId: number) {
  await tx.execute(
    sql`insert into ${sheetRevisions} ("regional_sheet_id", "version", "name", "details", "status", "master_version", "data", "created_by")
      select "id", "version", "name", "details", "status", "master_version", "data", ${userId}::integer
      from ${regionalSheets} where "id" = ${regionalSheetId}`,
  );
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

/** A category reference that must name an existing category. */
export async function requireCategory(db: Database, categoryId: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) throw badRequest(`The category /api/categories/${categoryId} does not exist.`);
}
