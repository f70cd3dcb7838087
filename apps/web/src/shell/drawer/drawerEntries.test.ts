import { describe, expect, it } from 'vitest';
import type { User } from '../../auth/session';
import { drawerEntries } from './drawerEntries';

const user = (roles: string[]): User => ({ username: 'u', roles, hnr: null, region: null });

describe('drawer entries per role', () => {
  it('offers only Login when nobody is logged in', () => {
    expect(drawerEntries(null)).toEqual(['login']);
  });

  it('gives admins new sheet, users, sheet overview and media library before password and logout', () => {
    expect(drawerEntries(user(['ROLE_ADMIN']))).toEqual([
      'newSheet',
      'manageUsers',
      'sheetOverview',
      'mediaLibrary',
      'dealerProfiles',
      'myExports',
      'changePassword',
      'logout',
    ]);
  });

  it('gives a region admin the media library, the profiles, their exports, password and logout', () => {
    expect(drawerEntries(user(['ROLE_REGIONADMIN', 'REGION_CZ']))).toEqual([
      'mediaLibrary',
      'dealerProfiles',
      'myExports',
      'changePassword',
      'logout',
    ]);
  });

  it('gives a dealer their details, their exports, password and logout', () => {
    expect(drawerEntries({ ...user(['REGION_PL']), hnr: '52001' })).toEqual([
      'dealerProfiles',
      'myExports',
      'changePassword',
      'logout',
    ]);
    expect(drawerEntries(user(['REGION_PL']))).toEqual(['myExports', 'changePassword', 'logout']);
  });
});
