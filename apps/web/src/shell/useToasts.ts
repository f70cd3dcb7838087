import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/**
 * The app's toasts: notistack's `enqueueSnackbar` and `closeSnackbar`. Call it for the result of
 * something the person did, never for loading or a successful read (see the rule in toasts.ts).
 */
export function useToasts() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(() => ({ enqueueSnackbar, closeSnackbar }), [enqueueSnackbar, closeSnackbar]);
}
