import { apiRequest } from '../api/client';
import { fetchDealerLogos } from '../api/dealerLogos';
import type { AuthStore } from './authStore';
import { type Session, sessionSchema } from './session';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Loads the logged-in dealer's logos into the session (SPEC section 3, auth state `logos`).
 * Users without a dealer number have none. A failure leaves no logos: a logo element then
 * shows its own image, which is better than refusing the login.
 */
export async function loadDealerLogos(store: AuthStore): Promise<void> {
  const { user, token } = store.getState();
  const hnr = user?.hnr;
  if (!token || hnr === null || hnr === undefined || String(hnr).trim() === '') return;
  try {
    store.setLogos(token, await fetchDealerLogos(String(hnr).trim(), { token }));
  } catch (error) {
    console.info(`Dealer logos not loaded: ${error instanceof Error ? error.message : error}`);
  }
}

/** Asks the server for a session; throws (ApiError 401 on bad credentials). Signs nobody in. */
export function requestSession(credentials: Credentials): Promise<Session> {
  return apiRequest('/auth/login', sessionSchema, { method: 'POST', body: credentials });
}

/** Logs in; throws (ApiError 401 on bad credentials) and leaves the store untouched on failure. */
export async function login(store: AuthStore, credentials: Credentials): Promise<Session> {
  const session = await requestSession(credentials);
  store.signIn(session);
  void loadDealerLogos(store);
  return session;
}

async function exchangeStoredToken(store: AuthStore): Promise<boolean> {
  const { token } = store.getState();
  if (token) {
    try {
      store.signIn(await apiRequest('/auth/user', sessionSchema, { token }));
    } catch {
      console.info('Token not found or expired');
      store.signOut();
    }
  } else {
    // Also drops an expired token left in storage.
    store.signOut();
  }
  const valid = store.getState().user !== null;
  if (valid) void loadDealerLogos(store);
  console.info(
    valid ? 'Valid session found, sheets loaded' : 'No valid session found, sheets not loaded',
  );
  return valid;
}

// React's StrictMode runs effects twice in development; one store restores once.
const restores = new WeakMap<AuthStore, Promise<boolean>>();

/**
 * Startup (SPEC section 4): exchanges a stored, unexpired token for the user via
 * `GET /auth/user`; any failure clears the stored session. Answers whether a session is valid.
 */
export function restoreSession(store: AuthStore): Promise<boolean> {
  let restore = restores.get(store);
  if (!restore) {
    restore = exchangeStoredToken(store);
    restores.set(store, restore);
  }
  return restore;
}
