import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal.ts';
import { STALE_VERSION } from '../commands/sheetWrites.ts';
import type { Database } from '../db/client.ts';
import { type DealerProfileRow, dealerProfiles } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/httpError.ts';
import { offsetOf, type Paging } from '../http/paging.ts';
import { visibleDealerProfiles } from '../policies/dealerProfileVisibility.ts';

/** The texts of a profile that fill bound text elements; each may be left out. */
export interface DealerProfileFields {
  name?: string;
  address?: string;
  phone?: string;
  email?: string;
  website?: string;
  openingHours?: string;
}

/** The profile with this id if this user may read it, else a 404 (whether it exists or not). */
export async function findReadableDealerProfile(
  db: Database,
  principal: Principal,
  id: number,
): Promise<DealerProfileRow> {
  const [row] = await db
    .select()
    .from(dealerProfiles)
    .where(and(eq(dealerProfiles.id, id), visibleDealerProfiles(principal)));
  if (!row) throw notFound('The dealer profile');
  return row;
}

/** One page of the profiles this user may read, by dealer number, optionally of one number. */
export async function listReadableDealerProfiles(
  db: Database,
  principal: Principal,
  paging: Paging,
  hnr: string | undefined,
): Promise<{ rows: DealerProfileRow[]; total: number }> {
  const where = and(
    visibleDealerProfiles(principal),
    hnr ? eq(dealerProfiles.hnr, hnr) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(dealerProfiles).where(where);
  const rows = await db
    .select()
    .from(dealerProfiles)
    .where(where)
    .orderBy(asc(dealerProfiles.hnr))
    .limit(paging.itemsPerPage)
    .offset(offsetOf(paging));
  return { rows, total: total?.n ?? 0 };
}

/** Creates the profile of a dealer number; a number that has one already is a 409. */
export async function createDealerProfile(
  db: Database,
  fields: DealerProfileFields & { hnr: string; region: string },
): Promise<DealerProfileRow> {
  const [row] = await db
    .insert(dealerProfiles)
    .values(fields)
    .onConflictDoNothing({ target: dealerProfiles.hnr })
    .returning();
  if (!row) {
    throw conflict(`The dealer number ${fields.hnr} has a profile already; change that one.`);
  }
  return row;
}

/** Saves a profile if it is still at `version`; a stale version writes nothing and is a 409. */
export async function saveDealerProfile(
  db: Database,
  id: number,
  version: number,
  fields: DealerProfileFields,
): Promise<DealerProfileRow> {
  const [row] = await db
    .update(dealerProfiles)
    .set({ ...fields, version: sql`${dealerProfiles.version} + 1`, modified: new Date() })
    .where(and(eq(dealerProfiles.id, id), eq(dealerProfiles.version, version)))
    .returning();
  if (!row) throw conflict(STALE_VERSION);
  return row;
}

/** Deletes a profile; none with this id is a 404. */
export async function deleteDealerProfile(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(dealerProfiles)
    .where(eq(dealerProfiles.id, id))
    .returning({ id: dealerProfiles.id });
  if (deleted.length === 0) throw notFound('The dealer profile');
}
