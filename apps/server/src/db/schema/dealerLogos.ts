import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { printForm, versioned } from './columns.ts';

/** A dealer's own logo for one brand; a logo element shows the one for the sheet's ci. */
export const dealerLogos = pgTable(
  'dealer_logos',
  {
    id: serial('id').primaryKey(),
    /** Dealer number. */
    hnr: text('hnr').notNull(),
    /** Brand identifier, matched against a sheet's `ci`. */
    brand: text('brand').notNull(),
    fileKey: text('file_key').notNull(),
    ...printForm,
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ...versioned,
  },
  (table) => [unique('dealer_logos_hnr_brand_unique').on(table.hnr, table.brand)],
);

export type DealerLogoRow = typeof dealerLogos.$inferSelect;
export type NewDealerLogoRow = typeof dealerLogos.$inferInsert;
