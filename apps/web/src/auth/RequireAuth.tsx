import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useLocalizedPath } from '../routes/useLocalizedPath';
import { useAuth } from './AuthContext';

/** Where the login page returns to after a successful login. */
export interface LoginRedirectState {
  from: string;
}

/**
 * Shows its children only to a logged-in user. Anyone else goes to the login route of the
 * current language, which brings them back here afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, restoring } = useAuth();
  const location = useLocation();
  const localized = useLocalizedPath();
  const { t } = useTranslation();

  if (restoring) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  if (!user) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={localized('/login')} replace state={state} />;
  }
  return children;
}
