import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';
import { sheets } from './sheets.ts';
import { sheetContentColumns, statusCheck } from './status.ts';

/** A region's copy of a master sheet (translated, adapted); at most one per master and region. */
export const regionalSheets = pgTable(
  'regional_sheets',
  {
    id: serial('id').primaryKey(),
    masterId: integer('master_id')
      .notNull()
      .references(() => sheets.id, { onDelete: 'cascade' }),
    /** One of the region codes of SPEC.md section 9, lowercase. */
    region: text('region').notNull(),
    /**
     * The master's `version` this copy was made from or last updated from: the master's
     * revision at this version tells which texts the copy has translated.
     */
    masterVersion: integer('master_version').notNull().default(1),
    /** Texts that differ from the master's at `masterVersion`, counted at each save. */
    translatedTexts: integer('translated_texts'),
    /** All translatable texts of the copy, counted at each save. */
    totalTexts: integer('total_texts'),
    ...sheetContentColumns(),
    ...versioned,
  },
  (table) => [
    unique('regional_sheets_master_region_unique').on(table.masterId, table.region),
    index('regional_sheets_region_idx').on(table.region),
    statusCheck('regional_sheets_status_check', table.status),
    check(
      'regional_sheets_region_check',
      sql`${table.region} in ('none', 'at', 'cy-en', 'cz', 'bg', 'gr', 'hr', 'hu', 'mt', 'pl', 'ro', 'si', 'sk')`,
    ),
  ],
);

export type RegionalSheetRow = typeof regionalSheets.$inferSelect;
export type NewRegionalSheetRow = typeof regionalSheets.$inferInsert;
