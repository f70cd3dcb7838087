import type { Principal } from '../auth/principal.ts';
import { type ActionPolicy, ANYONE, definePolicy, refuse } from './authorize.ts';

export const OTHERS_EXPORTS = 'You may only see your own exports.';

const own = (principal: Principal, record: { userId: number }) => record.userId === principal.id;

/**
 * Exports (DESIGN.md): everyone exports a sheet they may read (the sheet's `read` rule decides
 * which); a user's export history is theirs, and admins read anyone's.
 */
export const exportPolicy = definePolicy('exports', {
  create: ANYONE,
  thumbnail: ANYONE,
  /** One's own history: whose records are asked for is then `readHistory`'s to decide. */
  listHistory: ANYONE,
  readHistory: {
    admin: true,
    regionAdmin: own,
    user: own,
    refusal: refuse(OTHERS_EXPORTS),
  } satisfies ActionPolicy<{ userId: number }>,
});
