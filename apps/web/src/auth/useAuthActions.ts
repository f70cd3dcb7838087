import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../routes/useLocalizedPath';
import { useAuthStore } from './AuthContext';
import { type Credentials, login } from './authApi';

/** Logs in with the SPEC toasts. Answers whether it worked; the page decides where to go. */
export function useLogin(): (credentials: Credentials) => Promise<boolean> {
  const store = useAuthStore();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useCallback(
    async (credentials) => {
      try {
        await login(store, credentials);
        enqueueSnackbar(t('auth.loginSuccess'), { variant: 'success' });
        return true;
      } catch {
        enqueueSnackbar(t('auth.loginError'), { variant: 'error' });
        return false;
      }
    },
    [store, enqueueSnackbar, t],
  );
}

/** Logs out: goes to the login route, then clears the session and every cached answer. */
export function useLogout(): () => Promise<void> {
  const store = useAuthStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useCallback(async () => {
    // Leave first: signing out on a guarded page would make its guard redirect as well.
    await navigate(localized('/login'));
    store.signOut();
    // Another user may log in next; nothing of this one's data may show.
    queryClient.clear();
    enqueueSnackbar(t('auth.logoutSuccess'), { variant: 'success' });
  }, [store, queryClient, navigate, localized, enqueueSnackbar, t]);
}
