import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLocalizedPath } from '../routes/useLocalizedPath';
import { PageLoading } from '../shell/PageLoading';
import { useIsLeavingPage } from '../shell/PageTransition';
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
  const leaving = useIsLeavingPage();

  if (restoring) return <PageLoading />;
  // A page fading out after logout must not send the user to login a second time.
  if (!user && leaving) return null;
  if (!user) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={localized('/login')} replace state={state} />;
  }
  return children;
}
