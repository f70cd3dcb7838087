import type { DealerLogo } from '../api/dealerLogos';
import { forgetShapeRecords } from '../storage/shapeStore';
import { isUnexpired, type Session, type User } from './session';

/** Keys in localStorage (SPEC section 4). */
export const storageKeys = { token: 'token', expires: 'expires' } as const;

export interface AuthState {
  user: User | null;
  token: string | null;
  expires: string | null;
  /** True while a stored token is being exchanged for the user at startup. */
  restoring: boolean;
  /** The logged-in dealer's logos, one per brand (SPEC section 3 "Auth state"); loaded after login. */
  logos: DealerLogo[];
  /**
   * The server no longer takes `token` (a request with it got 401): the user and the page stay
   * as they are, so nothing typed is lost, until they log in again in place (SessionDialog).
   */
  ended: boolean;
}

/**
 * A tiny external store for the session (read with useSyncExternalStore). State changes only
 * through the named actions, and the token and expiry are mirrored to storage.
 */
export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Logged in, by login or by a restored token. */
  signIn(session: Session): void;
  /** Logged out, or a stored token was refused: clears state and storage. */
  signOut(): void;
  /** A request with `token` got 401; ignored when it is no longer the session's token. */
  endSession(token: string): void;
  /** The dealer's logos arrived; ignored when `token` is no longer the session's. */
  setLogos(token: string, logos: DealerLogo[]): void;
}

/**
 * Stores `session` for the next start of the app without signing it in here: another user
 * logged in over an ended session, and this page, still holding the previous user's unsent
 * work, must not send it with the new token. The page then goes to the overview afresh.
 */
export function keepForNextStart(session: Session, storage: Storage = window.localStorage): void {
  storage.setItem(storageKeys.token, session.token);
  storage.setItem(storageKeys.expires, session.expires);
}

function initialState(storage: Storage): AuthState {
  const token = storage.getItem(storageKeys.token);
  const expires = storage.getItem(storageKeys.expires);
  // An expired token is useless: start anonymous and let restore clear storage.
  if (!token || !isUnexpired(expires)) {
    return { user: null, token: null, expires: null, restoring: false, logos: [], ended: false };
  }
  // Restoring from the first render on, so guards wait instead of redirecting to login.
  return { user: null, token, expires, restoring: true, logos: [], ended: false };
}

export function createAuthStore(storage: Storage = window.localStorage): AuthStore {
  let state = initialState(storage);
  const listeners = new Set<() => void>();

  const set = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(session) {
      storage.setItem(storageKeys.token, session.token);
      storage.setItem(storageKeys.expires, session.expires);
      set({
        user: session.user,
        token: session.token,
        expires: session.expires,
        restoring: false,
        // A restore or a renewed token signs the same user in again: their logos stay.
        logos: session.user.username === state.user?.username ? state.logos : [],
        ended: false,
      });
    },
    signOut() {
      storage.removeItem(storageKeys.token);
      storage.removeItem(storageKeys.expires);
      forgetShapeRecords();
      set({ user: null, token: null, expires: null, restoring: false, logos: [], ended: false });
    },
    endSession(token) {
      // A late 401 of an earlier session, or of the startup check (no user yet: restore signs
      // out by itself), does not end the current one.
      if (state.token !== token || state.user === null || state.ended) return;
      set({ ...state, ended: true });
    },
    setLogos(token, logos) {
      // A late answer for a session that has since ended must not show up in the next one.
      if (state.token !== token) return;
      set({ ...state, logos });
    },
  };
}
