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
} from 'drizzle-orm/pg-core';
import { regionalSheets } from './regionalSheets.ts';
import { sheets } from './sheets.ts';
import { users } from './users.ts';

/**
 * One export a user made: enough to render the same file again from the sheet's revision at
 * `sheetVersion`, even after the sheet has changed. Exactly one of the two sheet ids is set.
 */
export const exportRecords = pgTable(
  'export_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sheetId: integer('sheet_id').references(() => sheets.id, { onDelete: 'cascade' }),
    regionalSheetId: integer('regional_sheet_id').references(() => regionalSheets.id, {
      onDelete: 'cascade',
    }),
    /** The sheet's version when exported: its revision holds the data that was rendered. */
    sheetVersion: integer('sheet_version').notNull(),
    /** The sheet's name then, for the list. */
    sheetName: text('sheet_name').notNull(),
    /** The export request as sent (page, selection, search, dealer values, format, pdf). */
    request: jsonb('request').notNull(),
    format: text('format').notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('export_records_user_idx').on(table.userId, table.created),
    check(
      'export_records_one_sheet_check',
      sql`(${table.sheetId} is null) <> (${table.regionalSheetId} is null)`,
    ),
  ],
);

export type ExportRecordRow = typeof exportRecords.$inferSelect;
