import { isAdmin, isRegionAdmin } from '../../auth/roles';
import type { User } from '../../auth/session';

/** The entries of the right-hand drawer (SPEC section 2), in the order they are shown. */
export type DrawerEntryId =
  | 'newSheet'
  | 'manageUsers'
  | 'sheetOverview'
  | 'mediaLibrary'
  | 'myExports'
  | 'dealerProfiles'
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
  // Admins keep every dealer's profile, a dealer their own, a region admin reads theirs.
  const profiles: DrawerEntryId[] =
    isAdmin(user) || isRegionAdmin(user) || user.hnr ? ['dealerProfiles'] : [];
  return [...admin, ...media, ...profiles, 'myExports', 'changePassword', 'logout'];
}

/** Where the link entries go, without language prefix. */
export const drawerLinks = {
  newSheet: '/edit/create',
  manageUsers: '/users',
  sheetOverview: '/overview',
  mediaLibrary: '/media',
  myExports: '/exports',
  dealerProfiles: '/dealers',
  login: '/login',
} as const satisfies Partial<Record<DrawerEntryId, string>>;
