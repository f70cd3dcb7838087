import type { Principal } from '../auth/principal.ts';
import { badRequest } from '../http/httpError.ts';
import { idFromReference } from '../http/references.ts';

/**
 * Whose records (saved dealer values, export history) a request asks for: one's own without
 * `?user=`, else the user it names (`/api/users/3` or `3`). Whether they may is the resource's
 * policy's `read` rule, which the route applies to `{ userId }`.
 */
export function recordsOwner(principal: Principal, user: string | number | undefined): number {
  if (user === undefined) return principal.id;
  const id = idFromReference('users', user);
  if (id === null) throw badRequest('user must be a user such as /api/users/3.');
  return id;
}
