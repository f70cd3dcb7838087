import type { SheetData } from '@pms/sheet';
import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal.ts';
import { createRegional } from '../commands/sheetWrites.ts';
import type { Database } from '../db/client.ts';
import {
  type RegionalSheetRow,
  regionalSheets,
  type SheetRow,
  sheetRevisions,
  sheets,
} from '../db/schema/index.ts';
import { tablesRead } from '../http/changeTracking.ts';
import { offsetOf, type Paging } from '../http/paging.ts';
import { visibleRegionalSheets } from '../policies/sheetVisibility.ts';
import type { RegionalListRow } from '../presenters/sheets.ts';
import { readSheetData } from './sheetBody.ts';

/**
 * What the cached copy reads are made of (cachedRead): the list (regionalListPage) and one copy
 * (readableCopy) read the copies; how each stands to its master (followsOf) reads the masters,
 * and, for a copy saved before its counts were kept, the master's revision at its base version.
 */
export const COPIES_READ = tablesRead(regionalSheets, sheets, sheetRevisions);

/**
 * One page of the regional copies this user may see, optionally of one region, without their
 * data but with the main page's variants, and how many there are in all.
 */
export async function regionalListPage(
  db: Database,
  principal: Principal,
  region: string | undefined,
  paging: Paging,
): Promise<{ rows: RegionalListRow[]; total: number }> {
  const where = and(
    visibleRegionalSheets(principal),
    region ? eq(regionalSheets.region, region) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(regionalSheets).where(where);
  const { data: _data, ...summaryColumns } = getTableColumns(regionalSheets);
  const rows = await db
    .select({
      ...summaryColumns,
      // The main page's variants, for the overview's search and default selection.
      variants: sql<unknown>`${regionalSheets.data}->'variants'`,
      variantGroups: sql<unknown>`${regionalSheets.data}->'variant_groups'`,
    })
    .from(regionalSheets)
    .where(where)
    .orderBy(paging['order[id]'] === 'desc' ? desc(regionalSheets.id) : asc(regionalSheets.id))
    .limit(paging.itemsPerPage)
    .offset(offsetOf(paging));
  return { rows, total: total?.n ?? 0 };
}

/** The regional copy with this id, whoever may see it; the caller decides who may use it. */
export async function findRegionalSheet(
  db: Database,
  id: number,
): Promise<RegionalSheetRow | undefined> {
  const [row] = await db.select().from(regionalSheets).where(eq(regionalSheets.id, id));
  return row;
}

/**
 * The copy's row without its data, before a save: the translation guard reads what it needs
 * (7.7 MiB parsed here took 40 ms).
 */
export async function findRegionalSheetHead(
  db: Database,
  id: number,
): Promise<Omit<RegionalSheetRow, 'data'> | undefined> {
  const { data: _data, ...columns } = getTableColumns(regionalSheets);
  const [row] = await db.select(columns).from(regionalSheets).where(eq(regionalSheets.id, id));
  return row;
}

/** Deletes a regional copy (its revisions go by cascade); false when there was none. */
export async function deleteRegionalSheet(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(regionalSheets)
    .where(eq(regionalSheets.id, id))
    .returning({ id: regionalSheets.id });
  return deleted.length > 0;
}

/** What a copy request sent, already checked; what it leaves out comes from the master. */
export interface CopyRequest {
  region: string;
  name?: string | undefined;
  details?: string | undefined;
  data?: SheetData | undefined;
}

/**
 * Copies `master` for a region, with its first revision: name, details and data default to the
 * master's, and the copy starts locked (SPEC section 4), whatever the request says. 409 when the
 * master already has a copy for that region.
 */
export function copyMasterForRegion(
  db: Database,
  userId: number,
  master: SheetRow,
  sent: CopyRequest,
): Promise<RegionalSheetRow> {
  return createRegional(db, userId, {
    masterId: master.id,
    region: sent.region,
    name: sent.name ?? master.name,
    details: sent.details ?? master.details,
    status: 'locked',
    data: sent.data ?? readSheetData(master.data),
    masterVersion: master.version,
  });
}
