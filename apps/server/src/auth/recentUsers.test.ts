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
  it('answers a user read for a recent request until a second has passed', async () => {
    const { clock, users } = clocked();
    await users.find(7, async () => dealer);
    clock.now = RECENT_USER_MS - 1;
    expect(users.get(7)).toEqual(dealer);
    clock.now = RECENT_USER_MS;
    expect(users.get(7)).toBeUndefined();
  });

  it('forgets a user at once when they are changed', async () => {
    const { users } = clocked();
    await users.find(7, async () => dealer);
    users.forget(7);
    expect(users.get(7)).toBeUndefined();
  });

  it('does not keep a read that began before a change, which may hold the old roles', async () => {
    const { users } = clocked();
    let release = () => {};
    const found = users.find(
      7,
      () =>
        new Promise<KnownUser>((resolve) => {
          release = () => resolve(dealer);
        }),
    );
    users.forget(7); // the change commits while the read is under way
    release();
    expect(await found).toEqual(dealer);
    expect(users.get(7)).toBeUndefined();
    await users.find(7, async () => dealer);
    expect(users.get(7)).toEqual(dealer);
  });

  it('reads a user once for the requests that arrive while the read is under way', async () => {
    const { users } = clocked();
    let reads = 0;
    let release = () => {};
    const read = async () => {
      reads += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return dealer;
    };
    const found = Promise.all([users.find(7, read), users.find(7, read), users.find(7, read)]);
    release();
    expect(await found).toEqual([dealer, dealer, dealer]);
    expect(reads).toBe(1);
    expect(await users.find(7, read)).toEqual(dealer);
    expect(reads).toBe(1);
  });

  it('reads again after a change, and after a failed read', async () => {
    const { users } = clocked();
    let reads = 0;
    const read = async () => {
      reads += 1;
      if (reads === 1) throw new Error('connection lost');
      return { ...dealer, roles: reads === 2 ? ['ROLE_USER'] : ['ROLE_ADMIN'] };
    };
    await expect(users.find(7, read)).rejects.toThrow('connection lost');
    expect((await users.find(7, read))?.roles).toEqual(['ROLE_USER']);
    users.forget(7);
    expect((await users.find(7, read))?.roles).toEqual(['ROLE_ADMIN']);
    expect(reads).toBe(3);
  });
});
