import type { Principal } from '../auth/principal.ts';
import { allows, authorize } from '../policies/authorize.ts';
import { batchExportPolicy } from '../policies/batchExports.ts';

// Who may start and see batch exports is declared in policies/batchExports.ts.
export { BATCH_NOT_ALLOWED, BATCH_OTHER_REGION } from '../policies/batchExports.ts';

/** Admins export for any region, a region admin for their own (DESIGN's permission table). */
export function assertMayBatch(principal: Principal, region: string) {
  authorize(principal, 'create', batchExportPolicy, { region });
}

/** Who may see a batch: who started it, and admins. */
export function maySeeBatch(principal: Principal, batch: { userId: number }): boolean {
  return allows(principal, 'read', batchExportPolicy, batch);
}
