import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
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

/**
 * The current progress, following the load at most once per `intervalMs` (SPEC section 9: the
 * bar's throttle is 200 ms). A start, the end and a failure show at once; only the steps in
 * between wait. Fifty pages arriving in a burst would otherwise redraw the bar fifty times
 * while the overview draws its first screen.
 */
export function useThrottledProgress(intervalMs: number): ProgressState {
  const store = useProgressStore();
  const [shown, setShown] = useState(store.getState);
  useEffect(() => {
    let last = 0;
    let shownPhase = store.getState().phase;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      clearTimeout(timer);
      timer = undefined;
      last = performance.now();
      const state = store.getState();
      shownPhase = state.phase;
      setShown(state);
    };
    const onChange = () => {
      const wait = last + intervalMs - performance.now();
      // A new phase (a start, the end, a failure) shows at once; steps wait their turn.
      if (store.getState().phase !== shownPhase || wait <= 0) show();
      else timer ??= setTimeout(show, wait);
    };
    const unsubscribe = store.subscribe(onChange);
    // A change between the first render and this subscription.
    setShown(store.getState());
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [store, intervalMs]);
  return shown;
}
