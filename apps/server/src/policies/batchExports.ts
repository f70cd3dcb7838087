import type { Principal } from '../auth/principal.ts';
import { type ActionPolicy, ANYONE, adminsOnly, definePolicy, refuse } from './authorize.ts';

export const BATCH_NOT_ALLOWED =
  'Only admins and region admins may export a sheet for every dealer of a region.';
export const BATCH_OTHER_REGION = 'You may only export for the dealers of your own region.';
export const OTHERS_BATCH = 'You may only see the batch exports you started.';

const own = (principal: Principal, batch: { userId: number }) => batch.userId === principal.id;

/**
 * Batch exports for every dealer of a region (DESIGN.md): admins any region, region admins
 * their own; a batch is seen by who started it and by admins (`listAll`: every user's).
 */
export const batchExportPolicy = definePolicy('batch_exports', {
  create: {
    admin: true,
    regionAdmin: (principal, target) => principal.region === target.region,
    user: refuse(BATCH_NOT_ALLOWED),
    refusal: refuse(BATCH_OTHER_REGION),
  } satisfies ActionPolicy<{ region: string }>,
  list: ANYONE,
  listAll: adminsOnly(OTHERS_BATCH),
  read: {
    admin: true,
    regionAdmin: own,
    user: own,
    refusal: refuse(OTHERS_BATCH),
  } satisfies ActionPolicy<{ userId: number }>,
});
