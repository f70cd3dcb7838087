import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/client.ts';
import { regionalSheets, sheets } from '../db/schema/index.ts';
import { tablesRead } from '../http/changeTracking.ts';
import { offsetOf, type Paging } from '../http/paging.ts';
import { visibleRegionalSheets, visibleSheets } from '../policies/sheetVisibility.ts';
import type { RegionalCopySummary, SheetSummaryRow } from '../presenters/sheets.ts';

/**
 * What the cached master reads are made of (cachedRead): the list (visibleSheetPage) and one
 * sheet (findVisibleSheet) read the masters with their visible regional copies (copiesColumn).
 */
export const SHEETS_READ = tablesRead(sheets, regionalSheets);

/** `%` and `_` in a search are letters, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Name, details, or the name or details of a variant on any page (SPEC section 4's search). */
export function sheetSearch(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  const variantMatches = (variants: SQL) =>
    sql`exists (select 1 from jsonb_array_elements(coalesce(${variants}, '[]'::jsonb)) as v where v->>'name' ilike ${pattern} or v->>'details' ilike ${pattern})`;
  return or(
    ilike(sheets.name, pattern),
    ilike(sheets.details, pattern),
    variantMatches(sql`${sheets.data}->'variants'`),
    sql`exists (select 1 from jsonb_array_elements(coalesce(${sheets.data}->'additional_pages', '[]'::jsonb)) as p where ${variantMatches(sql`p->'variants'`)})`,
  );
}

/** The regional copies of these masters that the user may see, grouped by master. */
export async function copiesOf(
  db: Database,
  principal: Principal,
  masterIds: number[],
): Promise<Map<number, RegionalCopySummary[]>> {
  const byMaster = new Map<number, RegionalCopySummary[]>();
  if (masterIds.length === 0) return byMaster;
  const rows = await db
    .select({
      id: regionalSheets.id,
      masterId: regionalSheets.masterId,
      region: regionalSheets.region,
      status: regionalSheets.status,
      masterChanged: sql<boolean>`${sheets.contentVersion} > ${regionalSheets.masterVersion}`,
      translatedTexts: regionalSheets.translatedTexts,
      totalTexts: regionalSheets.totalTexts,
    })
    .from(regionalSheets)
    .innerJoin(sheets, eq(sheets.id, regionalSheets.masterId))
    .where(and(inArray(regionalSheets.masterId, masterIds), visibleRegionalSheets(principal)))
    .orderBy(regionalSheets.region);
  for (const row of rows) {
    const list = byMaster.get(row.masterId) ?? [];
    list.push(row);
    byMaster.set(row.masterId, list);
  }
  return byMaster;
}

/**
 * The visible regional copies of the master in the row, as a JSON column: read with the
 * master's row in the same statement, saving a round trip per read.
 */
export function copiesColumn(principal: Principal): SQL<RegionalCopySummary[]> {
  return sql<RegionalCopySummary[]>`(select coalesce(json_agg(json_build_object(
      'id', ${regionalSheets.id}, 'masterId', ${regionalSheets.masterId},
      'region', ${regionalSheets.region}, 'status', ${regionalSheets.status},
      'masterChanged', ${sheets.contentVersion} > ${regionalSheets.masterVersion},
      'translatedTexts', ${regionalSheets.translatedTexts}, 'totalTexts', ${regionalSheets.totalTexts}
    ) order by ${regionalSheets.region}), '[]'::json)
    from ${regionalSheets}
    where ${and(eq(regionalSheets.masterId, sheets.id), visibleRegionalSheets(principal))})`;
}

/**
 * One page of the master list with each sheet's visible regional copies and the total, in one
 * statement: the overview loads every page (SPEC section 7), so per-page round trips add up.
 * The page's ids are chosen first, so the skipped rows' documents are never read for their
 * variants, and each copy list comes from the (master, region) index.
 */
export async function sheetListPage(
  db: Database,
  principal: Principal,
  where: SQL | undefined,
  paging: Paging,
): Promise<{ rows: { row: SheetSummaryRow; copies: RegionalCopySummary[] }[]; total: number }> {
  const order = paging['order[id]'] === 'desc' ? desc(sheets.id) : asc(sheets.id);
  const page = db
    .$with('page')
    .as(
      db
        .select({ pageId: sheets.id })
        .from(sheets)
        .where(where)
        .orderBy(order)
        .limit(paging.itemsPerPage)
        .offset(offsetOf(paging)),
    );
  // Uncorrelated, so PostgreSQL counts once per statement, not once per row.
  const total = sql<number>`(select count(*)::int from ${sheets} where ${where ?? sql`true`})`;
  const copies = copiesColumn(principal);
  const found = await db
    .with(page)
    .select({
      id: sheets.id,
      name: sheets.name,
      details: sheets.details,
      status: sheets.status,
      sticky: sheets.sticky,
      categoryId: sheets.categoryId,
      version: sheets.version,
      created: sheets.created,
      modified: sheets.modified,
      variants: sql<unknown>`${sheets.data}->'variants'`,
      variantGroups: sql<unknown>`${sheets.data}->'variant_groups'`,
      copies,
      total,
    })
    .from(sheets)
    .innerJoin(page, eq(page.pageId, sheets.id))
    .orderBy(order);
  const first = found[0];
  // A page past the end has no row to carry the total.
  const totalItems =
    first === undefined
      ? ((await db.select({ n: count() }).from(sheets).where(where))[0]?.n ?? 0)
      : Number(first.total);
  return {
    rows: found.map(({ copies, total: _total, ...row }) => ({ row, copies })),
    total: totalItems,
  };
}

/** One page of the master sheets this user may see, optionally searched (sheetSearch). */
export function visibleSheetPage(
  db: Database,
  principal: Principal,
  search: string | undefined,
  paging: Paging,
) {
  return sheetListPage(db, principal, and(visibleSheets(principal), sheetSearch(search)), paging);
}
