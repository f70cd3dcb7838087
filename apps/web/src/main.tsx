import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, type AppServices } from './AppProviders';
import { createQueryClient } from './api/queryClient';
import { createAuthStore } from './auth/authStore';
import { createI18n } from './i18n/createI18n';
import { buildRoutes } from './routes/buildRoutes';

const services: AppServices = {
  i18n: createI18n(),
  queryClient: createQueryClient(),
  authStore: createAuthStore(),
};
const router = createBrowserRouter(buildRoutes());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
