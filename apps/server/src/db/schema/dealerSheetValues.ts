import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';
import { regionalSheets } from './regionalSheets.ts';
import { sheets } from './sheets.ts';
import { users } from './users.ts';

/**
 * What one user filled into one sheet's dealer fields, kept on the server so it follows them
 * to every device. Exactly one of `sheetId` and `regionalSheetId` is set.
 */
export const dealerSheetValues = pgTable(
  'dealer_sheet_values',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sheetId: integer('sheet_id').references(() => sheets.id, { onDelete: 'cascade' }),
    regionalSheetId: integer('regional_sheet_id').references(() => regionalSheets.id, {
      onDelete: 'cascade',
    }),
    /** Dealer values keyed by element name (the engine's DealerValues). */
    values: jsonb('values').notNull().default({}),
    /** The chosen variant per variant group id. */
    selection: jsonb('selection').notNull().default({}),
    ...versioned,
  },
  (table) => [
    unique('dealer_sheet_values_user_sheet_unique').on(table.userId, table.sheetId),
    unique('dealer_sheet_values_user_regional_unique').on(table.userId, table.regionalSheetId),
    check(
      'dealer_sheet_values_one_sheet_check',
      sql`(${table.sheetId} is null) <> (${table.regionalSheetId} is null)`,
    ),
  ],
);

export type DealerSheetValuesRow = typeof dealerSheetValues.$inferSelect;
