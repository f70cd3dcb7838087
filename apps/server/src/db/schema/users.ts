import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** argon2id hash in PHC string format; never leaves the server. */
  passwordHash: text('password_hash').notNull(),
  /** ROLE_ADMIN, ROLE_REGIONADMIN and REGION_{code}; the first region role is the user's region. */
  roles: text('roles').array().notNull().default([]),
  /** Dealer number, for dealers. */
  hnr: text('hnr'),
  /** Set when an admin set or reset the password: the user is reminded to change it. */
  passwordChangeRecommended: boolean('password_change_recommended').notNull().default(false),
  /**
   * Every token carries the value it was issued under and is refused once this moves on: a
   * password change or reset and a change of roles raise it, ending every earlier session.
   */
  tokenVersion: integer('token_version').notNull().default(0),
  ...versioned,
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
