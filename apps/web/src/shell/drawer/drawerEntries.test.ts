import { describe, expect, it } from 'vitest';
import type { User } from '../../auth/session';
import { drawerEntries } from './drawerEntries';

const user = (roles: string[]): User => ({ username: 'u', roles, hnr: null, region: null });

describe('drawer entries per role', () => {
  it('offers only Login when nobody is logged in', () => {
    expect(drawerEntries(null)).toEqual(['login']);
  });

  it('gives admins new sheet, users and sheet overview before password and logout', () => {
    expect(drawerEntries(user(['ROLE_ADMIN']))).toEqual([
      'newSheet',
      'manageUsers',
      'sheetOverview',
      'changePassword',
      'logout',
    ]);
  });

  it.each([
    ['region admin', ['ROLE_REGIONADMIN', 'REGION_CZ']],
    ['dealer', ['REGION_PL']],
  ])('gives a %s only password and logout', (_, roles) => {
    expect(drawerEntries(user(roles))).toEqual(['changePassword', 'logout']);
  });
});
