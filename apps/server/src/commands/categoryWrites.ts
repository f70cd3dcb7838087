import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../db/errors.ts';
import { type CategoryRow, categories, sheets } from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../http/httpError.ts';
import { iri } from '../http/hydra.ts';

export const STALE_CATEGORY =
  'This category was changed by someone else in the meantime. Reload it to see their changes; yours were not saved.';
export const CATEGORY_IN_USE =
  'The category still holds sheets or categories. Move or delete them first.';
export const CATEGORY_CYCLE =
  'A category cannot be placed inside itself or inside one of its own subcategories.';

export interface CategoryFields {
  name: string;
  /** null for a top-level category. */
  parentId: number | null;
}

type Reader = Pick<Database, 'select'>;

/** A parent reference must name an existing category; a 400 says which one is missing. */
async function requireParent(db: Reader, parentId: number | null) {
  if (parentId === null) return;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, parentId));
  if (!row) throw badRequest(`The category ${iri('categories', parentId)} does not exist.`);
}

/**
 * Refuses a parent that is the category itself or lies below it: the tree would become a
 * loop, and navigation would never reach its top. Walks up from the new parent.
 */
async function refuseCycle(db: Reader, id: number, parentId: number | null) {
  const seen = new Set<number>();
  let current = parentId;
  while (current !== null && !seen.has(current)) {
    if (current === id) throw badRequest(CATEGORY_CYCLE);
    seen.add(current);
    const [row] = await db
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, current));
    current = row?.parentId ?? null;
  }
}

export function createCategory(db: Database, fields: CategoryFields): Promise<CategoryRow> {
  return db.transaction(async (tx) => {
    await requireParent(tx, fields.parentId);
    const [row] = await tx.insert(categories).values(fields).returning();
    if (!row) throw new Error('insert returned no category');
    return row;
  });
}

/**
 * Renames or moves a category if it is still at `version`; the check of the new parent and
 * the write happen in one transaction, so the tree is never saved with a loop in it.
 */
export function updateCategory(
  db: Database,
  id: number,
  version: number,
  fields: Partial<CategoryFields>,
): Promise<CategoryRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!current) throw notFound('The category');
    if (current.version !== version) throw conflict(STALE_CATEGORY);
    if (fields.parentId !== undefined) {
      await requireParent(tx, fields.parentId);
      await refuseCycle(tx, id, fields.parentId);
    }
    const [row] = await tx
      .update(categories)
      .set({ ...fields, version: sql`${categories.version} + 1`, modified: new Date() })
      .where(and(eq(categories.id, id), eq(categories.version, version)))
      .returning();
    if (!row) throw conflict(STALE_CATEGORY);
    return row;
  });
}

/** Deletes an empty category; one that still holds sheets or subcategories is refused (409). */
export async function deleteCategory(db: Database, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id));
      if (!row) throw notFound('The category');
      const [child] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, id))
        .limit(1);
      const [sheet] = await tx
        .select({ id: sheets.id })
        .from(sheets)
        .where(eq(sheets.categoryId, id))
        .limit(1);
      if (child || sheet) throw conflict(CATEGORY_IN_USE);
      await tx.delete(categories).where(eq(categories.id, id));
    });
  } catch (error) {
    // A sheet or subcategory added between the check and the delete: the foreign key refuses.
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw conflict(CATEGORY_IN_USE);
    throw error;
  }
}
