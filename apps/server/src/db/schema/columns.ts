import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns every editable record carries: `version` for optimistic concurrency (a PUT with a
 * stale version is refused), `created` and `modified` for people reading lists.
 */
export const versioned = {
  version: integer('version').notNull().default(1),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  modified: timestamp('modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/**
 * An image prepared for print when it was uploaded (storage keys), so no export decodes it:
 * null for rows from before, which exports prepare on the fly. See storage/printForm.ts.
 */
export const printForm = {
  /** The colour pixels as the PDF embeds them: the JPEG itself, or an opaque 8-bit PNG. */
  printKey: text('print_key'),
  /** The alpha channel as an 8-bit grey PNG (the PDF's soft mask); null when opaque. */
  printMaskKey: text('print_mask_key'),
  /** A JPEG or PNG for raster exports (PNG pages); the file itself unless that is WebP or SVG. */
  rasterKey: text('raster_key'),
};
