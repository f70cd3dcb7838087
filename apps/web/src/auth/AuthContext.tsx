import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { restoreSession } from './authApi';
import type { AuthState, AuthStore } from './authStore';

const AuthStoreContext = createContext<AuthStore | null>(null);

/** Provides the session store and restores a stored session once on mount. */
export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  useEffect(() => {
    void restoreSession(store);
  }, [store]);
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
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
