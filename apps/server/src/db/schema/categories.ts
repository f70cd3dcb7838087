import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    /** Raw name; the display name is the translation of `categories.{name}`, else this. */
    name: text('name').notNull(),
    /** Categories nest; only those without a parent are listed at the top of navigation. */
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    ...versioned,
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;
