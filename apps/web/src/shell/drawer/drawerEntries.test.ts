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
      'myExports',
      'changePassword',
      'logout',
    ]);
  });

  it('gives a region admin the media library, their exports, password and logout', () => {
    expect(drawerEntries(user(['ROLE_REGIONADMIN', 'REGION_CZ']))).toEqual([
      'mediaLibrary',
      'myExports',
      'changePassword',
      'logout',
    ]);
  });

  it('gives a dealer their exports, password and logout', () => {
    expect(drawerEntries(user(['REGION_PL']))).toEqual(['myExports', 'changePassword', 'logout']);
  });
});
