import { eq, type SQL, sql } from 'drizzle-orm';
import { isAdmin, isRegionAdmin, type Principal } from '../auth/principal.ts';
import { dealerProfiles } from '../db/schema/index.ts';
import { type ActionPolicy, ANYONE, adminsOnly, definePolicy, hide, refuse } from './authorize.ts';

export const NOT_YOUR_PROFILE = 'You may only change the profile of your own dealer number.';
export const ONLY_ADMINS_PROFILES = 'Only admins create and delete dealer profiles.';

/** What the rules of a dealer profile look at. */
export interface ProfileRecord {
  hnr: string;
  region: string;
}

const ownNumber = (principal: Principal, profile: { hnr: string }) =>
  principal.hnr !== null && principal.hnr === profile.hnr;

/** Another dealer's profile looks missing: its existence is not shared. */
const read: ActionPolicy<ProfileRecord> = {
  admin: true,
  regionAdmin: (principal, profile) =>
    principal.region !== null && principal.region === profile.region,
  user: ownNumber,
  refusal: hide('The dealer profile'),
};

/** Region admins read their region's profiles but never write them. */
const update: ActionPolicy<ProfileRecord> = {
  admin: true,
  regionAdmin: false,
  user: ownNumber,
  refusal: refuse(NOT_YOUR_PROFILE),
};

/** Dealer profiles (DESIGN.md): admins all; region admins read region x; dealers their own. */
export const dealerProfilePolicy = definePolicy('dealer_profiles', {
  list: ANYONE,
  read,
  update,
  create: adminsOnly(ONLY_ADMINS_PROFILES),
  delete: adminsOnly(ONLY_ADMINS_PROFILES),
});

/** Dealer profiles a user may read, as SQL (the `read` rule above). */
export function visibleDealerProfiles(principal: Principal): SQL | undefined {
  if (isAdmin(principal)) return undefined;
  if (isRegionAdmin(principal)) {
    return principal.region ? eq(dealerProfiles.region, principal.region) : sql`false`;
  }
  return principal.hnr ? eq(dealerProfiles.hnr, principal.hnr) : sql`false`;
}
