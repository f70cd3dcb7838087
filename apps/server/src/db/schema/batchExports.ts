import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
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
 * One sheet exported for every dealer of a region, as one ZIP: the request, and its progress
 * as the job queue's workers (in any server process) render the dealers' files.
 */
export const batchExports = pgTable(
  'batch_exports',
  {
    id: serial('id').primaryKey(),
    /** Who started it: they (and admins) see its progress and download it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sheetId: integer('sheet_id').references(() => sheets.id, { onDelete: 'cascade' }),
    regionalSheetId: integer('regional_sheet_id').references(() => regionalSheets.id, {
      onDelete: 'cascade',
    }),
    /** The sheet's version when the batch started: every dealer gets that revision. */
    sheetVersion: integer('sheet_version').notNull(),
    sheetName: text('sheet_name').notNull(),
    region: text('region').notNull(),
    /** pdf (print) or png, per dealer. */
    format: text('format').notNull(),
    /** queued, running, done, cancelled or failed. */
    status: text('status').notNull().default('queued'),
    /** Dealers in the batch, and those whose file is made. */
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    /** Why it failed, for the person who started it. */
    error: text('error'),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finished: timestamp('finished', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('batch_exports_user_idx').on(table.userId, table.created),
    check(
      'batch_exports_one_sheet_check',
      sql`(${table.sheetId} is null) <> (${table.regionalSheetId} is null)`,
    ),
    check(
      'batch_exports_status_check',
      sql`${table.status} in ('queued', 'running', 'done', 'cancelled', 'failed')`,
    ),
  ],
);

export type BatchExportRow = typeof batchExports.$inferSelect;

/**
 * One dealer's file of a batch. Written once per dealer (unique): a part of the batch that
 * runs again after its process died does not count a dealer twice.
 */
export const batchExportFiles = pgTable(
  'batch_export_files',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batchExports.id, { onDelete: 'cascade' }),
    hnr: text('hnr').notNull(),
    /** The file's name in the ZIP. */
    name: text('name').notNull(),
    /** The file in media storage; null when this dealer's file could not be made. */
    fileKey: text('file_key'),
    /** Why the file could not be made (listed in the ZIP's report). */
    problem: text('problem'),
  },
  (table) => [unique('batch_export_files_dealer_unique').on(table.batchId, table.hnr)],
);

export type BatchExportFileRow = typeof batchExportFiles.$inferSelect;
