import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/client.ts';
import { type SheetRow, sheets } from '../db/schema/index.ts';
import { visibleSheets } from '../policies/sheetVisibility.ts';
import type { RegionalCopySummary } from '../presenters/sheets.ts';
import { copiesColumn } from './sheetQueries.ts';

/**
 * The master sheet with this id as this user may see it, with its visible regional copies read
 * in the same statement; undefined when it is missing or not theirs to see.
 */
export async function findVisibleSheet(
  db: Database,
  principal: Principal,
  id: number,
): Promise<{ row: SheetRow; copies: RegionalCopySummary[] } | undefined> {
  const [found] = await db
    .select({ ...getTableColumns(sheets), copies: copiesColumn(principal) })
    .from(sheets)
    .where(and(eq(sheets.id, id), visibleSheets(principal)));
  if (!found) return undefined;
  const { copies, ...row } = found;
  return { row, copies };
}

/** The master sheet with this id, whoever may see it; the caller decides who may use it. */
export async function findSheet(db: Database, id: number): Promise<SheetRow | undefined> {
  const [row] = await db.select().from(sheets).where(eq(sheets.id, id));
  return row;
}

/** Only a template's data, which an import fills: the rest of the row is not read. */
export async function findTemplate(
  db: Database,
  id: number,
): Promise<{ name: string; data: unknown } | undefined> {
  const [template] = await db
    .select({ name: sheets.name, data: sheets.data })
    .from(sheets)
    .where(eq(sheets.id, id));
  return template;
}

/** Deletes a master sheet (its copies and revisions go by cascade); false when there was none. */
export async function deleteSheet(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(sheets).where(eq(sheets.id, id)).returning({ id: sheets.id });
  return deleted.length > 0;
}
