import type { Principal } from '../auth/principal.ts';
import { allows, authorize } from './authorize.ts';
import { regionalSheetPolicy } from './regionalSheets.ts';

// The sheet policies live in sheets.ts and regionalSheets.ts; the names below are kept for
// the domain modules that import them from here.
export {
  MASTER_LOCKED,
  NOT_ALLOWED_REGION,
  visibleRegionalSheets,
} from './regionalSheets.ts';
export { NOT_ALLOWED_CHANGE, NOT_ALLOWED_CREATE, visibleSheets } from './sheets.ts';

/**
 * Whether a user who may read a regional copy may read its master too: admins always, anyone
 * else only while it is released (regionalSheetPolicy's `followMaster`).
 */
export function mayReadMasterOfCopy(principal: Principal, master: { status: string }): boolean {
  return allows(principal, 'followMaster', regionalSheetPolicy, master);
}

/** Who may create and change regional copies of a region: admins any, region admins their own. */
export function assertMayWriteRegion(principal: Principal, region: string) {
  authorize(principal, 'write', regionalSheetPolicy, { region });
}
