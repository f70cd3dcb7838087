import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';

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

/** A family's faces, one file each. */
export const FONT_FACES = ['regular', 'bold', 'italic', 'boldItalic'] as const;

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
  },
  (table) => [
    unique('font_files_family_face_unique').on(table.familyId, table.face),
    check(
      'font_files_face_check',
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
