import type { User } from './session';

/** Admins design master sheets and manage users (SPEC section 6). */
export function isAdmin(user: User | null): boolean {
  return user?.roles.includes('ROLE_ADMIN') ?? false;
}
