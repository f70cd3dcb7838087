import { isAdmin, type Principal } from '../auth/principal.ts';
import { badRequest, forbidden } from '../http/httpError.ts';
import { idFromReference } from '../http/references.ts';

/**
 * Whose records (saved dealer values, export history) a request reads: one's own without
 * `?user=`; another user's (`/api/users/3` or `3`) only for an admin, else `refusal` (403).
 */
export function recordsOwner(
  principal: Principal,
  user: string | number | undefined,
  refusal: string,
): number {
  if (user === undefined) return principal.id;
  const id = idFromReference('users', user);
  if (id === null) throw badRequest('user must be a user such as /api/users/3.');
  if (id !== principal.id && !isAdmin(principal)) throw forbidden(refusal);
  return id;
}
