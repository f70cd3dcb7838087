import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, type AppServices } from '../AppProviders';
import { createAuthStore } from '../auth/authStore';
import { createI18n } from '../i18n/createI18n';
import { buildRoutes } from '../routes/buildRoutes';

/** Renders the whole app at `path` with fresh services, the way the browser entry does. */
export function renderApp(path: string) {
  // The language detector reads the real location, as it does in the browser.
  window.history.replaceState(null, '', path);
  const services: AppServices = {
    i18n: createI18n(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    authStore: createAuthStore(),
  };
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, services };
}
