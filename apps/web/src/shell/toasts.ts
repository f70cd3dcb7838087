/**
 * Toast durations in ms (SPEC section 9): 4000 by default, 5 s for the loading toast and 2 s
 * for the search-data toast.
 */
export const toastDurations = {
  default: 4000,
  loading: 5000,
  searchData: 2000,
} as const;
