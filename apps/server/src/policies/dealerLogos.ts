import { eq, type SQL, sql } from 'drizzle-orm';
import { isAdmin, type Principal } from '../auth/principal.ts';
import { dealerLogos } from '../db/schema/index.ts';
import { type ActionPolicy, ANYONE, adminsOnly, definePolicy, hide } from './authorize.ts';

export const NOT_ALLOWED_LOGOS = 'Only administrators can manage dealer logos.';

const ownNumber = (principal: Principal, logo: { hnr: string }) =>
  principal.hnr !== null && principal.hnr === logo.hnr;

/** Another dealer's logo looks missing rather than forbidden: its existence is not shared. */
const read: ActionPolicy<{ hnr: string }> = {
  admin: true,
  regionAdmin: ownNumber,
  user: ownNumber,
  refusal: hide('The dealer logo'),
};

/** Dealer logos: admins manage them; everyone reads those of their own dealer number. */
export const dealerLogoPolicy = definePolicy('dealer_logos', {
  list: ANYONE,
  read,
  create: adminsOnly(NOT_ALLOWED_LOGOS),
  delete: adminsOnly(NOT_ALLOWED_LOGOS),
});

/**
 * Dealer logos a user may read, as SQL (the `read` rule above): a dealer must never print
 * another dealer's logo, whatever they ask for.
 */
export function visibleDealerLogos(principal: Principal): SQL | undefined {
  if (isAdmin(principal)) return undefined;
  if (!principal.hnr) return sql`false`;
  return eq(dealerLogos.hnr, principal.hnr);
}
