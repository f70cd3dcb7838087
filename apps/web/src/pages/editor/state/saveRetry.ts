/** The first retry waits this long; each failure after it doubles the wait. */
export const FIRST_RETRY_MS = 1000;
/** No retry waits longer: a server back after an outage is found within half a minute. */
export const LONGEST_RETRY_MS = 30_000;

/**
 * How long to wait before trying again after `failures` failed attempts in a row (1 → 1 s,
 * 2 → 2 s, 3 → 4 s, … up to 30 s): a server that is down is not asked every second for long,
 * and one that comes back soon is found soon.
 */
export function retryDelayMs(failures: number): number {
  const doublings = Math.max(0, failures - 1);
  // 2^15 s is far past the cap already; stopping there keeps the number finite.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(doublings, 15), LONGEST_RETRY_MS);
}

/**
 * Calls `retry` once: after the backoff for `failures`, or at once when the browser says it is
 * online again or the tab becomes visible (someone back at the screen wants it saved now),
 * whichever comes first. Answers a function that cancels it.
 */
export function scheduleRetry(
  failures: number,
  retry: () => void,
  target: Window = window,
): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    cancel();
    retry();
  };
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') fire();
  };
  const timer = target.setTimeout(fire, retryDelayMs(failures));
  target.addEventListener('online', fire);
  target.document.addEventListener('visibilitychange', onVisible);
  function cancel() {
    done = true;
    target.clearTimeout(timer);
    target.removeEventListener('online', fire);
    target.document.removeEventListener('visibilitychange', onVisible);
  }
  return cancel;
}
