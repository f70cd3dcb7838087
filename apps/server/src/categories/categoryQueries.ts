import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/client.ts';
import { type CategoryRow, categories, sheets } from '../db/schema/index.ts';
import { offsetOf, type Paging } from '../http/paging.ts';
import { visibleSheets } from '../policies/sheetVisibility.ts';

/** What a category points to, beyond its own row: its subcategories and its sheets. */
export interface CategoryRelations {
  children: number[];
  sheets: number[];
}

/**
 * The subcategories and the master sheets of these categories, in two queries for a whole
 * page. Sheets are only those this user may read, so a list never leaks a hidden sheet's id.
 */
export async function relationsOf(
  db: Database,
  principal: Principal,
  ids: number[],
): Promise<Map<number, CategoryRelations>> {
  const relations = new Map<number, CategoryRelations>(
    ids.map((id) => [id, { children: [], sheets: [] }]),
  );
  if (ids.length === 0) return relations;
  const children = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.parentId, ids))
    .orderBy(asc(categories.id));
  for (const child of children) {
    if (child.parentId !== null) relations.get(child.parentId)?.children.push(child.id);
  }
  const visible = await db
    .select({ id: sheets.id, categoryId: sheets.categoryId })
    .from(sheets)
    .where(and(inArray(sheets.categoryId, ids), visibleSheets(principal)))
    .orderBy(asc(sheets.id));
  for (const sheet of visible) relations.get(sheet.categoryId)?.sheets.push(sheet.id);
  return relations;
}

/** One page of categories in id order, with the number of all categories. */
export async function listCategories(
  db: Database,
  paging: Paging,
): Promise<{ rows: CategoryRow[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(categories);
  const rows = await db
    .select()
    .from(categories)
    .orderBy(paging['order[id]'] === 'desc' ? desc(categories.id) : asc(categories.id))
    .limit(paging.itemsPerPage)
    .offset(offsetOf(paging));
  return { rows, total: total?.n ?? 0 };
}

/** The category `id`, or undefined. */
export async function findCategory(db: Database, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}
