import { isAdmin, isRegionAdmin, type Principal } from '../auth/principal.ts';
import { forbidden } from '../http/httpError.ts';

export const BATCH_NOT_ALLOWED =
  'Only admins and region admins may export a sheet for every dealer of a region.';
export const BATCH_OTHER_REGION = 'You may only export for the dealers of your own region.';

/** Admins export for any region, a region admin for their own (DESIGN's permission table). */
export function assertMayBatch(principal: Principal, region: string) {
  if (isAdmin(principal)) return;
  if (!isRegionAdmin(principal)) throw forbidden(BATCH_NOT_ALLOWED);
  if (principal.region !== region) throw forbidden(BATCH_OTHER_REGION);
}

/** Who may see a batch: who started it, and admins. */
export function maySeeBatch(principal: Principal, batch: { userId: number }): boolean {
  return batch.userId === principal.id || isAdmin(principal);
}
