import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from './auth/AuthContext';
import type { AuthStore } from './auth/authStore';
import { ProgressProvider } from './loading/ProgressContext';
import { CurrentSheetProvider } from './sheetContext/CurrentSheetContext';
import { Toasts } from './shell/Toasts';
import { theme } from './theme';

/** Everything the app needs around the router; tests pass fresh instances of each. */
export interface AppServices {
  i18n: i18n;
  queryClient: QueryClient;
  authStore: AuthStore;
}

export function AppProviders({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={services.queryClient}>
          <Toasts>
            <AuthProvider store={services.authStore}>
              <ProgressProvider>
                <CurrentSheetProvider>{children}</CurrentSheetProvider>
              </ProgressProvider>
            </AuthProvider>
          </Toasts>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
