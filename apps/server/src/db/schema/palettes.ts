import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';

/**
 * A named brand colour of a ci (issue 44 point 8), as the brand manual gives it: CMYK in
 * percent, and optionally a spot ink (e.g. a Pantone) printed on its own plate with those
 * CMYK values as its alternate. Sheets store a colour by this row's id plus its values
 * (engine model/palette.ts) and follow a changed row at their next export.
 */
export const paletteColors = pgTable(
  'palette_colors',
  {
    id: serial('id').primaryKey(),
    ci: text('ci').notNull(),
    name: text('name').notNull(),
    cyan: doublePrecision('cyan').notNull(),
    magenta: doublePrecision('magenta').notNull(),
    yellow: doublePrecision('yellow').notNull(),
    black: doublePrecision('black').notNull(),
    /** The spot ink's name; null: printed as the process colour. */
    spotName: text('spot_name'),
    ...versioned,
  },
  (table) => [
    unique('palette_colors_ci_name_unique').on(table.ci, table.name),
    check(
      'palette_colors_percent_check',
      sql`${table.cyan} between 0 and 100 and ${table.magenta} between 0 and 100 and ${table.yellow} between 0 and 100 and ${table.black} between 0 and 100`,
    ),
  ],
);

export type PaletteColorRow = typeof paletteColors.$inferSelect;
