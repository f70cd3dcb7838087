import { eq, type SQL, sql } from 'drizzle-orm';
import { isAdmin, isRegionAdmin, type Principal } from '../auth/principal.ts';
import { type DealerProfileRow, dealerProfiles } from '../db/schema/index.ts';
import { forbidden } from '../http/httpError.ts';

export const NOT_YOUR_PROFILE = 'You may only change the profile of your own dealer number.';

/**
 * Dealer profiles a user may read (DESIGN.md's table): an admin all; a region admin those of
 * their region; a dealer their own dealer number's.
 */
export function visibleDealerProfiles(principal: Principal): SQL | undefined {
  if (isAdmin(principal)) return undefined;
  if (isRegionAdmin(principal)) {
    return principal.region ? eq(dealerProfiles.region, principal.region) : sql`false`;
  }
  return principal.hnr ? eq(dealerProfiles.hnr, principal.hnr) : sql`false`;
}

/** Admins change any profile; a dealer only their own (region admins read, never write). */
export function assertMayEditProfile(principal: Principal, profile: DealerProfileRow) {
  if (isAdmin(principal)) return;
  if (!isRegionAdmin(principal) && principal.hnr !== null && principal.hnr === profile.hnr) return;
  throw forbidden(NOT_YOUR_PROFILE);
}
