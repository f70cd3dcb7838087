import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { regionalSheets } from './regionalSheets.ts';
import { sheets } from './sheets.ts';
import { users } from './users.ts';

/**
 * What a master or regional sheet looked like after each save, so an earlier version can be
 * restored. Exactly one of `sheetId` and `regionalSheetId` is set.
 */
export const sheetRevisions = pgTable(
  'sheet_revisions',
  {
    id: serial('id').primaryKey(),
    sheetId: integer('sheet_id').references(() => sheets.id, { onDelete: 'cascade' }),
    regionalSheetId: integer('regional_sheet_id').references(() => regionalSheets.id, {
      onDelete: 'cascade',
    }),
    /** The sheet's `version` this revision captured. */
    version: integer('version').notNull(),
    name: text('name').notNull(),
    details: text('details').notNull(),
    status: text('status').notNull(),
    categoryId: integer('category_id'),
    /** A regional copy's master version at this revision, so a restore brings it back too. */
    masterVersion: integer('master_version'),
    data: jsonb('data').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('sheet_revisions_sheet_version_unique').on(table.sheetId, table.version),
    unique('sheet_revisions_regional_version_unique').on(table.regionalSheetId, table.version),
    index('sheet_revisions_sheet_idx').on(table.sheetId),
    index('sheet_revisions_regional_idx').on(table.regionalSheetId),
    check(
      'sheet_revisions_one_owner_check',
      sql`(${table.sheetId} is null) <> (${table.regionalSheetId} is null)`,
    ),
  ],
);

export type SheetRevisionRow = typeof sheetRevisions.$inferSelect;
export type NewSheetRevisionRow = typeof sheetRevisions.$inferInsert;
