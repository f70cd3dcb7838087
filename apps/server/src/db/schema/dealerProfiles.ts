import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';

/**
 * A dealer's details per dealer number, which fill the text elements a designer bound to them
 * (name, address, ...). Plain text; lines are separated by line breaks.
 */
export const dealerProfiles = pgTable(
  'dealer_profiles',
  {
    id: serial('id').primaryKey(),
    /** Dealer number: one profile each. */
    hnr: text('hnr').notNull().unique(),
    /** The dealer's region (a code of SPEC section 9): its region admin reads the profile. */
    region: text('region').notNull(),
    name: text('name').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    ...versioned,
  },
  (table) => [
    check(
      'dealer_profiles_region_check',
      sql`${table.region} in ('none', 'at', 'cy-en', 'cz', 'bg', 'gr', 'hr', 'hu', 'mt', 'pl', 'ro', 'si', 'sk')`,
    ),
  ],
);

export type DealerProfileRow = typeof dealerProfiles.$inferSelect;
