import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import { isAdmin, isRegionAdmin, type Principal } from '../auth/principal.ts';
import { regionalSheets, sheets } from '../db/schema/index.ts';
import { forbidden } from '../http/httpError.ts';

export const NOT_ALLOWED_CREATE = 'You are not allowed to create a new document.';
export const NOT_ALLOWED_CHANGE = 'You are not allowed to change master documents.';
export const NOT_ALLOWED_REGION = 'You are not allowed to open a document of this region.';

/**
 * Regional copies a user may read (DESIGN.md's permission table): an admin any; a region admin
 * those of their region in any status; everyone else those of their region that are unlocked.
 */
export function visibleRegionalSheets(principal: Principal): SQL | undefined {
  if (isAdmin(principal)) return undefined;
  if (!principal.region) return sql`false`;
  return and(
    eq(regionalSheets.region, principal.region),
    isRegionAdmin(principal) ? undefined : eq(regionalSheets.status, 'unlocked'),
  );
}

/**
 * Master sheets a user may read: an admin all of them; a region admin every unlocked master
 * (to make and update their region's copies); anyone else unlocked masters that have a
 * regional copy the user may read.
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

/** The refusal of a locked master's changes to anyone but admins, through any of its copies. */
export const MASTER_LOCKED =
  'The master of this copy is locked: its changes can be taken over once an admin releases it.';

/**
 * Whether a user who may read a regional copy may read its master too: admins always, anyone
 * else only while it is released (unlocked), which is what visibleSheets says for such a
 * user. Every route that reads a master on behalf of a copy decides with this, nothing else.
 */
export function mayReadMasterOfCopy(principal: Principal, master: { status: string }): boolean {
  return isAdmin(principal) || master.status === 'unlocked';
}

/** Who may create and change regional copies of a region: admins any, region admins their own. */
export function assertMayWriteRegion(principal: Principal, region: string) {
  if (isAdmin(principal)) return;
  if (isRegionAdmin(principal) && principal.region === region) return;
  if (isRegionAdmin(principal)) throw forbidden(NOT_ALLOWED_REGION);
  throw forbidden('You are not allowed to change regional documents.');
}
