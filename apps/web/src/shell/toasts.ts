/**
 * Toast durations in ms (SPEC section 9): 4000 by default, 5 s for the loading toast and 2 s
 * for the search-data toast.
 */
export const toastDurations = {
  default: 4000,
  loading: 5000,
  searchData: 2000,
} as const;

/**
 * The toast rule: one toast at a time (Toasts.tsx gives notistack `maxSnack` 1), so a newer
 * toast replaces the one shown instead of stacking under it, and a load's result replaces its
 * loading toast. Toasts that have to stay findable are keyed here.
 */
export const toastKeys = {
  loading: 'loading-data',
  passwordReminder: 'password-reminder',
} as const;

/**
 * Keys of toasts that routine toasts must not replace while they are up: the password
 * reminder after a login is that login's toast, and the data load right after it stays quiet.
 */
export const heldToasts = new Set<string>();

/** A toast's time on screen: its own duration, or the default; `null` stays until closed. */
type Duration = number | null | undefined;

/** What `pendingToasts` keeps of a toast: how long it shows, and when it is gone at the latest. */
interface Pending {
  duration: number;
  until: number;
}

// The exit transition and a little more: a toast is still on screen for this long after its time.
const TRANSITION_MS = 1000;

/**
 * The toasts asked for and not yet gone. A data load that starts while one is up follows that
 * toast's action (a save, a release, an import) and stays quiet: the action's own toast is the
 * one that tells the person what happened. The toast is noted when it is asked for, not when
 * notistack starts showing it: the action's answer often starts the load in the same moment,
 * before the toast has entered, and a loading toast then replaced the action's toast.
 */
const pendingToasts = new Map<string | number, Pending>();

/** Notes a toast asked for now (useToasts does this for every toast). */
export function noteToast(key: string | number, duration: Duration): void {
  const shown = duration === null ? Number.POSITIVE_INFINITY : (duration ?? toastDurations.default);
  pendingToasts.set(key, { duration: shown, until: Date.now() + shown + TRANSITION_MS });
}

/** A toast starts showing: its time counts from now (it may have waited behind another). */
export function toastEntered(key: string | number): void {
  const pending = pendingToasts.get(key);
  if (pending) pending.until = Date.now() + pending.duration + TRANSITION_MS;
}

/** A toast has left the screen. */
export function toastLeft(key: string | number): void {
  pendingToasts.delete(key);
}

/** The toasts' provider has gone, and every toast with it. */
export function forgetToasts(): void {
  pendingToasts.clear();
}

/** Whether a toast other than the loading toast is asked for or on screen now. */
export function actionToastUp(now = Date.now()): boolean {
  for (const [key, pending] of pendingToasts) {
    // A toast that was dropped from the queue never exits: its time ends it.
    if (pending.until <= now) pendingToasts.delete(key);
    else if (key !== toastKeys.loading) return true;
  }
  return false;
}
