import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters (the login's tries per address and username), in the database so that
 * every server process counts the same tries: behind a load balancer a second process must not
 * grant another ten.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** When the current window began; the count starts again once it has passed. */
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
});
