import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/client.ts';
import { type DealerLogoRow, dealerLogos } from '../db/schema/index.ts';
import { offsetOf, type Paging } from '../http/paging.ts';
import { visibleDealerLogos } from '../policies/dealerLogoVisibility.ts';

/**
 * One page of the logos this user may see, optionally of one dealer number, with their count.
 * The filter only narrows what the policy allows.
 */
export async function listVisibleDealerLogos(
  db: Database,
  principal: Principal,
  paging: Paging,
  hnr: string | undefined,
): Promise<{ rows: DealerLogoRow[]; total: number }> {
  const where = and(visibleDealerLogos(principal), hnr ? eq(dealerLogos.hnr, hnr) : undefined);
  const [total] = await db.select({ n: count() }).from(dealerLogos).where(where);
  const rows = await db
    .select()
    .from(dealerLogos)
    .where(where)
    .orderBy(paging['order[id]'] === 'desc' ? desc(dealerLogos.id) : asc(dealerLogos.id))
    .limit(paging.itemsPerPage)
    .offset(offsetOf(paging));
  return { rows, total: total?.n ?? 0 };
}

/** The logo `id` if this user may see it, else undefined (as if it did not exist). */
export async function findVisibleDealerLogo(
  db: Database,
  principal: Principal,
  id: number,
): Promise<DealerLogoRow | undefined> {
  const [row] = await db
    .select()
    .from(dealerLogos)
    .where(and(eq(dealerLogos.id, id), visibleDealerLogos(principal)));
  return row;
}
