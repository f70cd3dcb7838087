import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isAdmin, isRegionAdmin, type Principal } from '../auth/principal.ts';
import { regionalSheets } from '../db/schema/index.ts';
import {
  type ActionPolicy,
  ANYONE,
  adminsAndRegionAdmins,
  adminsOnly,
  definePolicy,
  hide,
  refuse,
  type Verdict,
} from './authorize.ts';

export const NOT_ALLOWED_REGION = 'You are not allowed to open a document of this region.';
export const NOT_ALLOWED_REGIONAL_CHANGE = 'You are not allowed to change regional documents.';
export const NOT_ALLOWED_REGIONAL_DELETE = 'You are not allowed to delete regional documents.';
/** The refusal of a locked master's changes to anyone but admins, through any of its copies. */
export const MASTER_LOCKED =
  'The master of this copy is locked: its changes can be taken over once an admin releases it.';

/** What the rules of a regional copy look at. */
export interface CopyRecord {
  region: string;
  status: string;
}

/** Another region's copy is refused with SPEC's message, whatever the action. */
const ownRegion = (principal: Principal, copy: { region: string }): Verdict =>
  principal.region === copy.region || refuse(NOT_ALLOWED_REGION);

const read: ActionPolicy<CopyRecord> = {
  admin: true,
  regionAdmin: ownRegion,
  // A locked copy of one's own region looks missing; another region's is refused.
  user: (principal, copy) =>
    principal.region !== copy.region
      ? refuse(NOT_ALLOWED_REGION)
      : copy.status === 'unlocked' || hide('The regional sheet'),
  refusal: refuse(NOT_ALLOWED_REGION),
};

const write: ActionPolicy<{ region: string }> = {
  admin: true,
  regionAdmin: ownRegion,
  user: false,
  refusal: refuse(NOT_ALLOWED_REGIONAL_CHANGE),
};

/** A copy's master (its status): a locked one's changes reach admins only (issue 39). */
const followMaster: ActionPolicy<{ status: string }> = {
  admin: true,
  regionAdmin: (_principal, master) => master.status === 'unlocked',
  user: (_principal, master) => master.status === 'unlocked',
  refusal: refuse(MASTER_LOCKED),
};

/**
 * Regional copies (DESIGN.md): admins any; region admins read, create, save, toggle and
 * update from master the copies of their region; everyone else reads their region's unlocked
 * copies. `write` covers create, save, status, history, update from master and translation
 * import; `seeFollow` is whether answers say how a copy stands to its master.
 */
export const regionalSheetPolicy = definePolicy('regional_sheets', {
  list: ANYONE,
  read,
  write,
  delete: adminsOnly(NOT_ALLOWED_REGIONAL_DELETE),
  followMaster,
  seeFollow: adminsAndRegionAdmins(NOT_ALLOWED_REGIONAL_CHANGE),
});

/**
 * Regional copies a user may read, as SQL (the `read` rule above): an admin any; a region
 * admin those of their region in any status; everyone else those of their region that are unlocked.
 */
export function visibleRegionalSheets(principal: Principal): SQL | undefined {
  if (isAdmin(principal)) return undefined;
  if (!principal.region) return sql`false`;
  return and(
    eq(regionalSheets.region, principal.region),
    isRegionAdmin(principal) ? undefined : eq(regionalSheets.status, 'unlocked'),
  );
}
