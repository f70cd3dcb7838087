import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgress } from '../loading/ProgressContext';
import { actionToastUp, heldToasts, toastDurations, toastKeys } from './toasts';
import { useToasts } from './useToasts';

/**
 * The toasts of a data load: loading (5 s), replaced by loaded or the SPEC load failure. While
 * a held toast is up (the password reminder), or any toast when the load starts (the load
 * follows that toast's action), the routine two stay away; a failure still shows.
 */
export function useLoadToasts(): void {
  const { phase } = useProgress();
  const { t } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useToasts();
  const previous = useRef(phase);
  // Decided when a load starts, for its result too: the action's toast may have gone by then.
  const quiet = useRef(false);

  useEffect(() => {
    // Only changes count: a re-render in the same phase must not toast again.
    if (previous.current === phase) return;
    previous.current = phase;
    if (phase === 'loading') {
      quiet.current = heldToasts.size > 0 || actionToastUp();
    }
    const held = quiet.current || heldToasts.size > 0;
    if (phase === 'loading') {
      if (held) return;
      enqueueSnackbar(t('toasts.loading'), {
        key: toastKeys.loading,
        variant: 'info',
        autoHideDuration: toastDurations.loading,
        preventDuplicate: true,
      });
      return;
    }
    closeSnackbar(toastKeys.loading);
    if (phase === 'done' && !held) enqueueSnackbar(t('toasts.loaded'), { variant: 'success' });
    if (phase === 'failed') enqueueSnackbar(t('errors.loadFailed'), { variant: 'error' });
  }, [phase, t, enqueueSnackbar, closeSnackbar]);
}

/** For the overview's search load: a short (2 s) toast once the search data is in. */
export function useSearchDataToast(): () => void {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  return () => {
    enqueueSnackbar(t('toasts.searchDataLoaded'), {
      variant: 'success',
      autoHideDuration: toastDurations.searchData,
    });
  };
}
