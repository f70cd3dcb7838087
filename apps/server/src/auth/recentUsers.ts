import type { UserRow } from '../db/schema/index.ts';

/** The fields of a user that decide who a request is; the password hash stays out. */
export type KnownUser = Pick<UserRow, 'id' | 'username' | 'roles' | 'hnr' | 'tokenVersion'>;

/** How long a user read for one request answers for the next ones. */
export const RECENT_USER_MS = 1000;
const LIMIT = 10_000;

/**
 * The users behind recent requests, each for a second: a reader sends several requests a second
 * (the overview loads pages, thumbnails, the designer its data) and each would otherwise read
 * its user again. A change made through this process takes effect at once (`forget`); one made
 * through another process (several servers on one database) when the database's notification
 * arrives (`forgetAll`, see http/changeTracking.ts), and within RECENT_USER_MS whatever happens.
 */
export class RecentUsers {
  readonly #users = new Map<number, { user: KnownUser; until: number }>();
  /** Reads under way, by generation and id: requests that arrive meanwhile share them. */
  readonly #reading = new Map<string, Promise<KnownUser | undefined>>();
  /** Raised by every forget, so that a read that began before a change is not kept after it. */
  #generation = 0;

  constructor(private readonly now: () => number = performance.now.bind(performance)) {}

  get(id: number): KnownUser | undefined {
    const entry = this.#users.get(id);
    if (entry === undefined) return undefined;
    if (entry.until > this.now()) return entry.user;
    this.#users.delete(id);
    return undefined;
  }

  /**
   * The user, kept or read by `read`. A busy reader's requests all arrive when their user's
   * second is over: one read answers them all, instead of one each, all waiting for the
   * database at once.
   */
  find(id: number, read: (id: number) => Promise<KnownUser | undefined>) {
    const kept = this.get(id);
    if (kept) return Promise.resolve(kept);
    const begun = this.#generation;
    const key = `${begun}:${id}`;
    let reading = this.#reading.get(key);
    if (!reading) {
      reading = read(id).then(
        (user) => {
          this.#reading.delete(key);
          if (user) this.#keep(user, begun);
          return user;
        },
        (error: unknown) => {
          this.#reading.delete(key);
          throw error;
        },
      );
      this.#reading.set(key, reading);
    }
    return reading;
  }

  /** Keeps a user read from the database, unless a user changed since the read began. */
  #keep(user: KnownUser, begun: number): void {
    if (begun !== this.#generation) return;
    if (this.#users.size >= LIMIT) this.#users.clear();
    this.#users.set(user.id, { user, until: this.now() + RECENT_USER_MS });
  }

  /** After a change to users made elsewhere (another process): every user is read again. */
  forgetAll(): void {
    this.#generation += 1;
    this.#users.clear();
  }

  /** After a write to a user: their next request reads them again. */
  forget(id: number): void {
    this.#generation += 1;
    this.#users.delete(id);
  }
}
