import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import { isAdmin, isRegionAdmin, type Principal } from '../auth/principal.ts';
import { regionalSheets, sheets } from '../db/schema/index.ts';
import { type ActionPolicy, ANYONE, adminsOnly, allows, definePolicy, hide } from './authorize.ts';
import { type CopyRecord, regionalSheetPolicy, visibleRegionalSheets } from './regionalSheets.ts';

export const NOT_ALLOWED_CREATE = 'You are not allowed to create a new document.';
export const NOT_ALLOWED_CHANGE = 'You are not allowed to change master documents.';
export const NOT_ALLOWED_DELETE = 'You are not allowed to delete master documents.';

/** What the rules of a master look at: its status and, for dealers, its copies. */
export interface MasterRecord {
  status: string;
  copies?: readonly CopyRecord[];
}

const released = (_principal: Principal, master: { status: string }) =>
  master.status === 'unlocked';

const read: ActionPolicy<MasterRecord> = {
  admin: true,
  // Every released master, to make and update their region's copies.
  regionAdmin: released,
  // Released masters with a copy the user may read.
  user: (principal, master) =>
    released(principal, master) &&
    (master.copies ?? []).some((copy) => allows(principal, 'read', regionalSheetPolicy, copy)),
  refusal: hide('The sheet'),
};

/** Copying a master for a region: a master that is not released looks missing to all but admins. */
const copy: ActionPolicy<{ status: string }> = {
  admin: true,
  regionAdmin: released,
  user: released,
  refusal: hide('The master sheet'),
};

/**
 * Master sheets (DESIGN.md): admins write, clone, import, delete and see the history; reading
 * follows `read` (and visibleSheets, its SQL); `copy` is the master side of a new regional copy.
 */
export const sheetPolicy = definePolicy('sheets', {
  list: ANYONE,
  read,
  create: adminsOnly(NOT_ALLOWED_CREATE),
  import: adminsOnly(NOT_ALLOWED_CREATE),
  update: adminsOnly(NOT_ALLOWED_CHANGE),
  history: adminsOnly(NOT_ALLOWED_CHANGE),
  delete: adminsOnly(NOT_ALLOWED_DELETE),
  copy,
});

/**
 * Master sheets a user may read, as SQL (the `read` rule above): an admin all; a region admin
 * every unlocked master; anyone else unlocked masters with a regional copy they may read.
 */
export function visibleSheets(principal: Principal): SQL | undefined {
  if (isAdmin(principal)) return undefined;
  if (!principal.region) return sql`false`;
  if (isRegionAdmin(principal)) return eq(sheets.status, 'unlocked');
  const copy = and(eq(regionalSheets.masterId, sheets.id), visibleRegionalSheets(principal));
  return and(
    eq(sheets.status, 'unlocked'),
    exists(sql`(select 1 from ${regionalSheets} where ${copy})`),
  );
}
