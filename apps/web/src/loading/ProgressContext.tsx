import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { createProgressStore, type ProgressState, type ProgressStore } from './progressStore';

const ProgressStoreContext = createContext<ProgressStore | null>(null);

/** Provides one loading-progress store for the app (a test may pass its own). */
export function ProgressProvider({
  store,
  children,
}: {
  store?: ProgressStore;
  children: ReactNode;
}) {
  const [own] = useState(createProgressStore);
  return (
    <ProgressStoreContext.Provider value={store ?? own}>{children}</ProgressStoreContext.Provider>
  );
}

/** The store, for loaders that report progress. */
export function useProgressStore(): ProgressStore {
  const store = useContext(ProgressStoreContext);
  if (!store) throw new Error('useProgressStore needs a <ProgressProvider>');
  return store;
}

/** The current progress; re-renders when it changes. */
export function useProgress(): ProgressState {
  const store = useProgressStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}
