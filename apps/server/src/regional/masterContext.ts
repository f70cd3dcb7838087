import { parseSheetData, type SheetData } from '@pms/sheet';
import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type SheetRow, sheetRevisions, sheets } from '../db/schema/index.ts';

/** A copy's master as it is now, and as it was at the copy's base version. */
export interface MasterContext {
  master: SheetRow;
  masterData: SheetData;
  /** Null when the master's revision at the base version is gone or unreadable. */
  base: SheetData | null;
}

interface CopyRef {
  masterId: number;
  masterVersion: number;
}

// Revisions are stored as saved, but may predate a schema migration: parse them like a save.
function readStored(data: unknown): SheetData | null {
  try {
    return parseSheetData(data);
  } catch {
    return null;
  }
}

/**
 * The masters of these copies with their data at each copy's base version, read in two
 * statements whatever the number of copies. Keyed by `masterId:masterVersion`.
 */
export async function loadMasterContexts(
  db: Pick<Database, 'select'>,
  copies: readonly CopyRef[],
): Promise<Map<string, MasterContext>> {
  const contexts = new Map<string, MasterContext>();
  if (copies.length === 0) return contexts;
  const masterIds = [...new Set(copies.map((copy) => copy.masterId))];
  const masters = await db.select().from(sheets).where(inArray(sheets.id, masterIds));
  const revisions = await db
    .select({
      sheetId: sheetRevisions.sheetId,
      version: sheetRevisions.version,
      data: sheetRevisions.data,
    })
    .from(sheetRevisions)
    .where(
      or(
        ...copies.map((copy) =>
          and(
            eq(sheetRevisions.sheetId, copy.masterId),
            eq(sheetRevisions.version, copy.masterVersion),
          ),
        ),
      ),
    );
  const byId = new Map(masters.map((row) => [row.id, row]));
  for (const copy of copies) {
    const master = byId.get(copy.masterId);
    const masterData = master ? readStored(master.data) : null;
    if (!master || !masterData) continue;
    const revision = revisions.find(
      (r) => r.sheetId === copy.masterId && r.version === copy.masterVersion,
    );
    contexts.set(contextKey(copy), {
      master,
      masterData,
      // The base is the current master when the copy is up to date: no revision read needed.
      base:
        copy.masterVersion === master.version
          ? masterData
          : revision
            ? readStored(revision.data)
            : null,
    });
  }
  return contexts;
}

export function contextKey(copy: CopyRef): string {
  return `${copy.masterId}:${copy.masterVersion}`;
}

/** The master context of one copy; undefined only if its master is gone. */
export async function loadMasterContext(
  db: Pick<Database, 'select'>,
  copy: CopyRef,
): Promise<MasterContext | undefined> {
  return (await loadMasterContexts(db, [copy])).get(contextKey(copy));
}

/**
 * A copy's master as MasterContext has it, but with its data and its data at the copy's base
 * version as the JSON text the database keeps, for a large save's render thread to read: on
 * the event loop, reading a master of 7.7 MiB took 160 ms. Neither text has been checked to
 * be sheet data; the thread reads each as loadMasterContexts does (masterText unreadable: no
 * context).
 */
export interface MasterContextText {
  master: Omit<SheetRow, 'data'>;
  masterText: string;
  /** Null when the master's revision at the base version is gone. */
  baseText: string | null;
}

/** The master context of one copy as text; undefined only if its master is gone. */
export async function loadMasterContextText(
  db: Pick<Database, 'select'>,
  copy: CopyRef,
): Promise<MasterContextText | undefined> {
  const { data: _data, ...columns } = getTableColumns(sheets);
  const [found] = await db
    .select({ ...columns, text: sql<string>`${sheets.data}::text` })
    .from(sheets)
    .where(eq(sheets.id, copy.masterId));
  if (!found) return undefined;
  const { text: masterText, ...master } = found;
  if (copy.masterVersion === master.version) return { master, masterText, baseText: masterText };
  const [revision] = await db
    .select({ text: sql<string>`${sheetRevisions.data}::text` })
    .from(sheetRevisions)
    .where(
      and(
        eq(sheetRevisions.sheetId, copy.masterId),
        eq(sheetRevisions.version, copy.masterVersion),
      ),
    );
  return { master, masterText, baseText: revision?.text ?? null };
}
