import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns every editable record carries: `version` for optimistic concurrency (a PUT with a
 * stale version is refused), `created` and `modified` for people reading lists.
 */
export const versioned = {
  version: integer('version').notNull().default(1),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  modified: timestamp('modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
