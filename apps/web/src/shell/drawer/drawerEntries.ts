import { isAdmin, isRegionAdmin } from '../../auth/roles';
import type { User } from '../../auth/session';

/** The entries of the right-hand drawer (SPEC section 2), in the order they are shown. */
export type DrawerEntryId =
  | 'newSheet'
  | 'manageUsers'
  | 'sheetOverview'
  | 'mediaLibrary'
  | 'myExports'
  | 'changePassword'
  | 'logout'
  | 'login';

/**
 * Which entries a user gets: admins the three admin links, admins and region admins the media
 * library, everyone logged in their exports and the rest.
 */
export function drawerEntries(user: User | null): DrawerEntryId[] {
  if (!user) return ['login'];
  const admin: DrawerEntryId[] = isAdmin(user) ? ['newSheet', 'manageUsers', 'sheetOverview'] : [];
  const media: DrawerEntryId[] = isAdmin(user) || isRegionAdmin(user) ? ['mediaLibrary'] : [];
  return [...admin, ...media, 'myExports', 'changePassword', 'logout'];
}

/** Where the link entries go, without language prefix. */
export const drawerLinks = {
  newSheet: '/edit/create',
  manageUsers: '/users',
  sheetOverview: '/overview',
  mediaLibrary: '/media',
  myExports: '/exports',
  login: '/login',
} as const satisfies Partial<Record<DrawerEntryId, string>>;
