import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, type AppServices } from './AppProviders';
import { startEarly } from './api/earlyRequests';
import { createQueryClient } from './api/queryClient';
import { CI_FONTS, designerDocument, sheetDocumentPath } from './api/sheetPaths';
import { restoreSession } from './auth/authApi';
import { createAuthStore } from './auth/authStore';
import { createI18n } from './i18n/createI18n';
import { buildRoutes } from './routes/buildRoutes';

const services: AppServices = {
  i18n: createI18n(),
  queryClient: createQueryClient(),
  authStore: createAuthStore(),
};
const router = createBrowserRouter(buildRoutes());

// Opened straight at a sheet in the designer: the sheet and the designer's code (which starts
// the default font with it) load beside the login check, not one after another behind it.
const editing = designerDocument(window.location.pathname);
const storedToken = services.authStore.getState().token;
// The login check starts now, not in an effect after the first render (which waits for the
// entry's and the designer's scripts to evaluate): the same once-per-store restore.
if (storedToken) void restoreSession(services.authStore);
if (editing && storedToken) {
  startEarly(sheetDocumentPath(editing.kind, editing.id), storedToken);
  // The designer lays the sheet out in its brand's family, so it waits for this list too.
  startEarly(CI_FONTS, storedToken);
  void import('./pages/editor/SheetEditorPage').catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
