import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Database } from '../../db/client.ts';
import { categories, regionalSheets, sheets } from '../../db/schema/index.ts';
import { badRequest } from '../../http/httpError.ts';
import { visibleRegionalSheets } from '../../policies/sheetVisibility.ts';
import type { RegionalCopySummary } from './presentSheet.ts';

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
    })
    .from(regionalSheets)
    .where(and(inArray(regionalSheets.masterId, masterIds), visibleRegionalSheets(principal)))
    .orderBy(regionalSheets.region);
  for (const row of rows) {
    const list = byMaster.get(row.masterId) ?? [];
    list.push(row);
    byMaster.set(row.masterId, list);
  }
  return byMaster;
}

/** A category reference that must name an existing category. */
export async function requireCategory(db: Database, categoryId: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) throw badRequest(`The category /api/categories/${categoryId} does not exist.`);
}
