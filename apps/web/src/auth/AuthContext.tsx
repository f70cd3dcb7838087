import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { onSessionEnded } from '../api/client';
import type { DealerLogo } from '../api/dealerLogos';
import { restoreSession } from './authApi';
import type { AuthState, AuthStore } from './authStore';
import { SessionDialog } from './SessionDialog';

const AuthStoreContext = createContext<AuthStore | null>(null);

/**
 * Provides the session store and restores a stored session once on mount. A 401 on any
 * request with the session's token ends the session, and the login dialog opens over the page.
 */
export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  useEffect(() => {
    void restoreSession(store);
  }, [store]);
  useEffect(() => onSessionEnded(store.endSession), [store]);
  return (
    <AuthStoreContext.Provider value={store}>
      {children}
      <SessionDialog />
    </AuthStoreContext.Provider>
  );
}

/** The session store, for its actions. */
export function useAuthStore(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuthStore needs an <AuthProvider>');
  return store;
}

/** The current session; re-renders when it changes. */
export function useAuth(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}

/**
 * The logged-in dealer's logo for a ci brand (`bmw`, `mini`; case does not matter), or null
 * when the dealer has none for it: a logo element then shows its own image.
 */
export function useDealerLogo(brand: string | null | undefined): DealerLogo | null {
  const { logos } = useAuth();
  return dealerLogoFor(logos, brand);
}

/** The logo of `brand` among a dealer's logos, or null. */
export function dealerLogoFor(
  logos: readonly DealerLogo[],
  brand: string | null | undefined,
): DealerLogo | null {
  const wanted = brand?.trim().toLowerCase();
  if (!wanted) return null;
  return logos.find((logo) => logo.brand.trim().toLowerCase() === wanted) ?? null;
}
