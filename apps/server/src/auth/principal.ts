import type { UserRow } from '../db/schema/index.ts';

/** Who is asking: what the token carries and every permission check reads. */
export interface Principal {
  id: number;
  username: string;
  roles: string[];
  hnr: string | null;
  /** From the first REGION_{code} role, lowercased; null for users without one. */
  region: string | null;
  /** The user's token version, which the request's token carried; a renewed token keeps it. */
  tokenVersion: number;
}

export function regionOf(roles: readonly string[]): string | null {
  const role = roles.find((name) => name.startsWith('REGION_'));
  return role ? role.slice('REGION_'.length).toLowerCase() : null;
}

export function principalOf(
  user: Pick<UserRow, 'id' | 'username' | 'roles' | 'hnr' | 'tokenVersion'>,
): Principal {
  return {
    id: user.id,
    username: user.username,
    roles: user.roles,
    hnr: user.hnr,
    region: regionOf(user.roles),
    tokenVersion: user.tokenVersion,
  };
}

export const isAdmin = (principal: Principal) => principal.roles.includes('ROLE_ADMIN');
export const isRegionAdmin = (principal: Principal) => principal.roles.includes('ROLE_REGIONADMIN');
