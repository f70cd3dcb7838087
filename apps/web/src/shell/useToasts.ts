import { type OptionsObject, type SnackbarMessage, useSnackbar } from 'notistack';
import { useCallback, useMemo } from 'react';
import { noteToast } from './toasts';

/**
 * notistack's `useSnackbar`, with every toast noted the moment it is asked for (see
 * `pendingToasts` in toasts.ts), so that a data load started by the same answer stays quiet.
 */
export function useToasts() {
  const { enqueueSnackbar: enqueue, closeSnackbar } = useSnackbar();
  const enqueueSnackbar = useCallback(
    (message: SnackbarMessage, options?: OptionsObject) => {
      const key = enqueue(message, options);
      noteToast(key, options?.persist ? null : options?.autoHideDuration);
      return key;
    },
    [enqueue],
  );
  return useMemo(() => ({ enqueueSnackbar, closeSnackbar }), [enqueueSnackbar, closeSnackbar]);
}
