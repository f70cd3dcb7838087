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

/**
 * The keys of the toasts on screen now (Toasts.tsx keeps it from notistack's transitions). A
 * data load that starts while one is up follows that toast's action (a save, a release) and
 * stays quiet: the action's own toast is the one that tells the person what happened.
 */
export const shownToasts = new Set<string | number>();
