import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';
import { users } from './users.ts';

/**
 * Raw bytes. Font files live in the database, not the media storage: a face is written in the
 * same transaction as its record (a refused upload leaves nothing), and backups carry them.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres sends a Buffer as bytea; PGlite takes any Uint8Array.
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * A brand font family an administrator put together (issue #19 point 4). `version` grows with
 * every face uploaded or removed: renderers cache a family's parsed faces by id and version.
 */
export const fontFamilies = pgTable('font_families', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...versioned,
});

/** One face of a brand family: the uploaded file itself, served and embedded as it came. */
export const fontFiles = pgTable(
  'font_files',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => fontFamilies.id, { onDelete: 'cascade' }),
    face: text('face').notNull(),
    /** The name the file was uploaded with. */
    fileName: text('file_name').notNull(),
    bytes: bytea('bytes').notNull(),
    /** SHA-256 of the bytes, hex: the served file's ETag. */
    checksum: text('checksum').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Family and style as the font names itself (its name table). */
    fontName: text('font_name').notNull(),
    fontStyle: text('font_style').notNull(),
    /** The languages among the 11 whose letters it lacks: [{ language, letters }]. */
    missing: jsonb('missing').$type<{ language: string; letters: string }[]>().notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who uploaded it; null for files from before this was kept, or a deleted user. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('font_files_family_face_unique').on(table.familyId, table.face),
    check(
      'font_files_face_check',
      sql`${table.face} in ('regular', 'bold', 'italic', 'boldItalic')`,
    ),
  ],
);

/**
 * A face's earlier files: a face replaced, restored over or removed leaves its file here, so an
 * administrator can restore it (the newest few per face are kept, see fontRevisions.ts).
 */
export const fontFileRevisions = pgTable(
  'font_file_revisions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => fontFamilies.id, { onDelete: 'cascade' }),
    face: text('face').notNull(),
    fileName: text('file_name').notNull(),
    bytes: bytea('bytes').notNull(),
    checksum: text('checksum').notNull(),
    byteSize: integer('byte_size').notNull(),
    fontName: text('font_name').notNull(),
    fontStyle: text('font_style').notNull(),
    missing: jsonb('missing').$type<{ language: string; letters: string }[]>().notNull(),
    /** When and by whom the file was uploaded, as its face row said. */
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it stopped being the face's file. */
    replaced: timestamp('replaced', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('font_file_revisions_family_face_idx').on(table.familyId, table.face),
    check(
      'font_file_revisions_face_check',
      sql`${table.face} in ('regular', 'bold', 'italic', 'boldItalic')`,
    ),
  ],
);

/** The brand family a ci's sheets are set in; a ci without a row uses Noto Sans. */
export const ciFonts = pgTable('ci_fonts', {
  ci: text('ci').primaryKey(),
  familyId: integer('family_id')
    .notNull()
    .references(() => fontFamilies.id, { onDelete: 'cascade' }),
  modified: timestamp('modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type FontFamilyRow = typeof fontFamilies.$inferSelect;
export type FontFileRow = typeof fontFiles.$inferSelect;
export type FontFileRevisionRow = typeof fontFileRevisions.$inferSelect;
