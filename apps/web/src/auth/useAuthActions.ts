import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProgressStore } from '../loading/ProgressContext';
import { useLocalizedPath } from '../routes/useLocalizedPath';
import { useSetCurrentSheet } from '../sheetContext/CurrentSheetContext';
import { closePasswordReminder } from '../shell/password/usePasswordReminder';
import { useToasts } from '../shell/useToasts';
import { useAuthStore } from './AuthContext';
import { type Credentials, login } from './authApi';
import type { Session } from './session';

/**
 * Logs in with the SPEC toasts. Answers the session, or null when it failed; the page decides
 * where to go and whether to remind of a password change.
 */
export function useLogin(): (credentials: Credentials) => Promise<Session | null> {
  const store = useAuthStore();
  const { enqueueSnackbar } = useToasts();
  const { t } = useTranslation();
  return useCallback(
    async (credentials) => {
      try {
        const session = await login(store, credentials);
        // A reminder to change the password is this login's one toast (LoginPage shows it).
        if (!session.passwordChangeRecommended) {
          enqueueSnackbar(t('auth.loginSuccess'), { variant: 'success' });
        }
        return session;
      } catch {
        enqueueSnackbar(t('auth.loginError'), { variant: 'error' });
        return null;
      }
    },
    [store, enqueueSnackbar, t],
  );
}

/**
 * Logs out: goes to the login route, then clears the session, every cached answer, the
 * loading bar and the open sheet.
 */
export function useLogout(): () => Promise<void> {
  const store = useAuthStore();
  const progress = useProgressStore();
  const setCurrentSheet = useSetCurrentSheet();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { enqueueSnackbar, closeSnackbar } = useToasts();
  const { t } = useTranslation();
  return useCallback(async () => {
    // Leave first: signing out on a guarded page would make its guard redirect as well.
    await navigate(localized('/login'));
    store.signOut();
    // Another user may log in next; nothing of this one's data may show.
    queryClient.clear();
    progress.reset();
    setCurrentSheet(null);
    closePasswordReminder(closeSnackbar);
    enqueueSnackbar(t('auth.logoutSuccess'), { variant: 'success' });
  }, [
    store,
    queryClient,
    progress,
    setCurrentSheet,
    navigate,
    localized,
    enqueueSnackbar,
    closeSnackbar,
    t,
  ]);
}
