import type { User } from './session';

/** Admins design master sheets and manage users (SPEC section 6). */
export function isAdmin(user: User | null): boolean {
  return user?.roles.includes('ROLE_ADMIN') ?? false;
}

/** Region admins see regional copies whatever their status (SPEC section 4). */
export function isRegionAdmin(user: User | null): boolean {
  return user?.roles.includes('ROLE_REGIONADMIN') ?? false;
}

/** Every region a user has a REGION_{code} role for, lowercased (`REGION_CZ` -> `cz`). */
export function userRegions(user: User | null): string[] {
  return (user?.roles ?? [])
    .filter((role) => role.startsWith('REGION_'))
    .map((role) => role.slice('REGION_'.length).toLowerCase());
}

/** The user's region: the first region role, lowercased (SPEC section 6), or null. */
export function userRegion(user: User | null): string | null {
  return userRegions(user)[0] ?? null;
}
