import { eq, type SQL, sql } from 'drizzle-orm';
import { isAdmin, type Principal } from '../auth/principal.ts';
import { dealerLogos } from '../db/schema/index.ts';

/**
 * Dealer logos a user may read: an admin all of them; anyone else only those of their own
 * dealer number, whatever they ask for (a dealer must never print another dealer's logo).
 */
export function visibleDealerLogos(principal: Principal): SQL | undefined {
  if (isAdmin(principal)) return undefined;
  if (!principal.hnr) return sql`false`;
  return eq(dealerLogos.hnr, principal.hnr);
}
