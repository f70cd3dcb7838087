import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/** What @fastify/rate-limit asks of a store. */
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counters whose window ended this long ago are removed now and then. */
const STALE_AFTER = "interval '1 day'";
/** One in this many increments removes stale counters. */
const SWEEP_EVERY = 500;

/**
 * A store for @fastify/rate-limit that counts in the database (PGlite or PostgreSQL), so a
 * limit holds across all server processes on one database: one atomic upsert per try, which
 * starts a new window once the old one has passed.
 */
export function databaseRateLimitStore(db: Database) {
  let increments = 0;
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const window = sql`(${timeWindow} * interval '1 millisecond')`;
      const expired = sql`${rateLimitCounters.windowStart} + ${window} <= now()`;
      queryRows<{ count: number; ttl: number }>(
        db,
        sql`insert into ${rateLimitCounters} (key, count, window_start) values (${key}, 1, now())
            on conflict (key) do update set
              count = case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end,
              window_start = case when ${expired} then now() else ${rateLimitCounters.windowStart} end
            returning count, greatest(0, extract(epoch from (window_start + ${window} - now())) * 1000)::float8 as ttl`,
      ).then(
        (rows) => {
          const row = rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
          increments += 1;
          if (increments % SWEEP_EVERY === 0) {
            void db
              .execute(
                sql.raw(
                  `delete from rate_limit_counters where window_start < now() - ${STALE_AFTER}`,
                ),
              )
              .catch(() => undefined);
          }
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
