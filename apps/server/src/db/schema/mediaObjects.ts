import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { printForm, versioned } from './columns.ts';
import { users } from './users.ts';

/** An image in the media library. Files are content-addressed: the key is the SHA-256 of the bytes. */
export const mediaObjects = pgTable(
  'media_objects',
  {
    id: serial('id').primaryKey(),
    /** Original file name, shown and searched in the library. */
    name: text('name').notNull(),
    /** Storage key of the stored file, e.g. `3f2a….jpg`; served under /media/{key}. */
    fileKey: text('file_key').notNull(),
    /** Storage key of the thumbnail shown in the library grid. */
    thumbnailKey: text('thumbnail_key'),
    ...printForm,
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    tags: text('tags').array().notNull().default([]),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
  },
  (table) => [
    index('media_objects_file_key_idx').on(table.fileKey),
    // The library's tag filter (`tag = any(tags)`) and the tag list read the array.
    index('media_objects_tags_idx').using('gin', table.tags),
  ],
);

export type MediaObjectRow = typeof mediaObjects.$inferSelect;
export type NewMediaObjectRow = typeof mediaObjects.$inferInsert;
