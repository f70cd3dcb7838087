import type { Principal } from '../auth/principal.ts';
import { type ActionPolicy, ANYONE, definePolicy, refuse } from './authorize.ts';

export const OTHERS_VALUES = "Only admins may read another user's dealer values.";

const own = (principal: Principal, record: { userId: number }) => record.userId === principal.id;

/**
 * A dealer's saved values (DESIGN.md): everyone reads and saves their own (of a copy they may
 * read); admins read anyone's.
 */
export const dealerValuePolicy = definePolicy('dealer_values', {
  read: {
    admin: true,
    regionAdmin: own,
    user: own,
    refusal: refuse(OTHERS_VALUES),
  } satisfies ActionPolicy<{ userId: number }>,
  /** Asking at all: one's own values; whose are asked for is then `read`'s to decide. */
  ask: ANYONE,
  /** Saving writes the asker's own values only, so no one is refused. */
  save: ANYONE,
});
