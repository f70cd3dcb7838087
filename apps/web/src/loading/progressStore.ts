/** Where the "Loading all data" bar stands. */
export interface ProgressState {
  phase: 'idle' | 'loading' | 'done' | 'failed';
  /** Items received so far, over all pages. */
  loaded: number;
  /** `hydra:totalItems` of the collection; 0 until the first page has answered. */
  total: number;
}

/** Percentage for the bar, from item counts (SPEC section 7); whole numbers from 0 to 100. */
export function progressPercent({ phase, loaded, total }: ProgressState): number {
  if (phase === 'done') return 100;
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/**
 * The loading progress of the overview's data, as a tiny external store: loaders report
 * through the named actions, the top bar reads it. One load at a time; a new start resets.
 */
export interface ProgressStore {
  getState(): ProgressState;
  subscribe(listener: () => void): () => void;
  start(): void;
  /** A page arrived with `count` items; `total` is the collection's item count. */
  advance(count: number, total: number): void;
  succeed(): void;
  fail(): void;
  reset(): void;
}

const idle: ProgressState = { phase: 'idle', loaded: 0, total: 0 };

export function createProgressStore(): ProgressStore {
  let state = idle;
  const listeners = new Set<() => void>();
  const set = (next: ProgressState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => set({ phase: 'loading', loaded: 0, total: 0 }),
    advance(count, total) {
      if (state.phase !== 'loading') return;
      set({ phase: 'loading', loaded: state.loaded + count, total: Math.max(total, 0) });
    },
    succeed: () => set({ ...state, phase: 'done', loaded: Math.max(state.loaded, state.total) }),
    fail: () => set({ ...state, phase: 'failed' }),
    reset: () => set(idle),
  };
}
