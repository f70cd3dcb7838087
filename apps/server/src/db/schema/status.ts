import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, type PgColumn, text } from 'drizzle-orm/pg-core';

/** Only "unlocked" is visible in navigation; new sheets, clones and regional copies start locked. */
export const SHEET_STATUSES = ['locked', 'unlocked'] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];

/**
 * Columns shared by master and regional sheets. `sticky` lives inside `data` (SPEC) and is
 * derived from it by the database, so the two can never disagree and lists can sort on it.
 */
export function sheetContentColumns() {
  return {
    name: text('name').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: SHEET_STATUSES }).notNull().default('locked'),
    data: jsonb('data').notNull(),
    sticky: boolean('sticky')
      .notNull()
      .generatedAlwaysAs(sql`coalesce((data ->> 'sticky')::boolean, false)`),
  };
}

export function statusCheck(name: string, status: PgColumn) {
  return check(name, sql`${status} in ('locked', 'unlocked')`);
}
