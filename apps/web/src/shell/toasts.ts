/** Toast duration in ms (SPEC section 9): 4000 unless a toast needs longer to read. */
export const toastDurations = {
  default: 4000,
} as const;

/**
 * The toast rule (issue 43 point 8): a toast tells the result of an action the person took (a
 * save, an upload, an import, a failure of one); loading and a successful read never toast, as
 * their state shows in the page (the top bar's "Loading all data", a page's spinner or its
 * error alert). One toast shows at a time (Toasts.tsx gives notistack `maxSnack` 1), so a newer
 * result replaces the one shown; since nothing but an action toasts, a page change or a reload
 * of data never takes a result off the screen. Toasts that have to stay findable are keyed here.
 */
export const toastKeys = {
  passwordReminder: 'password-reminder',
} as const;
