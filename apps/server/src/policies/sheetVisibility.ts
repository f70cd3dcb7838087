import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import { isAdmin, isRegionAdmin, type Principal } from '../auth/principal.ts';
import { regionalSheets, sheets } from '../db/schema/index.ts';

/**
 * Which master sheets a user may read (DESIGN.md's permission table): an admin all of them;
 * anyone else unlocked masters with a regional copy for their region, which a region admin
 * sees in any status and everyone else only when the copy is unlocked too.
 */
export function visibleSheets(principal: Principal): SQL | undefined {
  if (isAdmin(principal)) return undefined;
  if (!principal.region) return sql`false`;
  const copy = and(
    eq(regionalSheets.masterId, sheets.id),
    eq(regionalSheets.region, principal.region),
    isRegionAdmin(principal) ? undefined : eq(regionalSheets.status, 'unlocked'),
  );
  return and(
    eq(sheets.status, 'unlocked'),
    exists(sql`(select 1 from ${regionalSheets} where ${copy})`),
  );
}
