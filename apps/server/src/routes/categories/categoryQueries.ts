import { and, asc, inArray } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Database } from '../../db/client.ts';
import { categories, sheets } from '../../db/schema/index.ts';
import { visibleSheets } from '../../policies/sheetVisibility.ts';

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
