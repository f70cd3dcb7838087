import { describe, expect, it } from 'vitest';
import { type KnownUser, RECENT_USER_MS, RecentUsers } from './recentUsers.ts';

const dealer: KnownUser = {
  id: 7,
  username: 'dealer',
  roles: ['ROLE_USER'],
  hnr: '1',
  tokenVersion: 0,
};

function clocked() {
  const clock = { now: 0 };
  return { clock, users: new RecentUsers(() => clock.now) };
}

describe('RecentUsers', () => {
  it('answers a user read for a recent request until a second has passed', () => {
    const { clock, users } = clocked();
    users.keep(dealer, users.begin());
    clock.now = RECENT_USER_MS - 1;
    expect(users.get(7)).toEqual(dealer);
    clock.now = RECENT_USER_MS;
    expect(users.get(7)).toBeUndefined();
  });

  it('forgets a user at once when they are changed', () => {
    const { users } = clocked();
    users.keep(dealer, users.begin());
    users.forget(7);
    expect(users.get(7)).toBeUndefined();
  });

  it('does not keep a read that began before a change, which may hold the old roles', () => {
    const { users } = clocked();
    const begun = users.begin();
    users.forget(7); // the change commits while the read is under way
    users.keep(dealer, begun);
    expect(users.get(7)).toBeUndefined();
    users.keep(dealer, users.begin());
    expect(users.get(7)).toEqual(dealer);
  });
});
