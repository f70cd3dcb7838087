interface IdleOptions {
  /** At most this many ms before it runs anyway (requestIdleCallback's timeout). */
  timeout?: number;
  /**
   * Where the browser cannot tell idle (Safari), run after this many ms instead. Without it,
   * never: a guess could land on the user's first clicks.
   */
  fallbackMs?: number;
}

/** Runs `work` once the browser is idle; answers a function that cancels it. */
export function whenIdle(work: () => void, { timeout, fallbackMs }: IdleOptions = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), timeout === undefined ? {} : { timeout });
    return () => cancelIdleCallback(handle);
  }
  if (fallbackMs === undefined) return () => {};
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
