import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { versioned } from './columns.ts';
import { sheetContentColumns, statusCheck } from './status.ts';

/** A master offer sheet, designed by administrators. */
export const sheets = pgTable(
  'sheets',
  {
    id: serial('id').primaryKey(),
    ...sheetContentColumns(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /**
     * The last version whose save changed what regional copies take over (elements, their
     * texts and styles, variants); a copy made from an older version is behind its master.
     */
    contentVersion: integer('content_version').notNull().default(1),
    ...versioned,
  },
  (table) => [
    index('sheets_category_idx').on(table.categoryId),
    statusCheck('sheets_status_check', table.status),
  ],
);

export type SheetRow = typeof sheets.$inferSelect;
export type NewSheetRow = typeof sheets.$inferInsert;
