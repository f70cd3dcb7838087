import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, type AppServices } from './AppProviders';
import { startDesignerOnClick } from './api/designerLinks';
import { startDesignerEarly } from './api/earlyDesigner';
import { createQueryClient } from './api/queryClient';
import { designerDocument } from './api/sheetPaths';
import { restoreSession } from './auth/authApi';
import { createAuthStore } from './auth/authStore';
import { createI18n } from './i18n/createI18n';
import { buildRoutes } from './routes/buildRoutes';
import { designerPages, loadDesigner } from './routes/pageRoutes';

const services: AppServices = {
  i18n: createI18n(),
  queryClient: createQueryClient(),
  authStore: createAuthStore(),
};
const router = createBrowserRouter(buildRoutes());

// Opened straight at a sheet in the designer: the sheet, what its first layout reads and the
// designer's code load beside the login check, not one after another behind it.
const editing = designerDocument(window.location.pathname);
const storedToken = services.authStore.getState().token;
// The login check starts now, not in an effect after the first render (which waits for the
// entry's and the designer's scripts to evaluate): the same once-per-store restore.
const session = storedToken ? restoreSession(services.authStore) : null;
if (editing && storedToken && session) {
  startDesignerEarly(editing, storedToken, session, services.authStore);
}

// Opened from a link in the app: the same start, from the click on.
startDesignerOnClick(document, services.authStore, (address) => {
  void loadDesigner().then((designer) => designer.startOpening(services.queryClient, address));
});

// On a slow line the designer's chunk or the sheet may take long: the app's spinner then
// shows after this.
const DESIGNER_WAIT_MS = 1000;
let rendered = false;

function render() {
  if (rendered) return;
  rendered = true;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The designer's chunk (modulepreloaded from the HTML) is evaluated before the first render,
// not after it, and the app first renders once page 1's faces, patterns and images have
// started from the sheet's answer: they download while the app renders instead of after it
// (the same main-thread work in another order; the designer's page then renders at once).
if (editing && session) {
  void Promise.all([
    ...designerPages.map((page) => page.preload()),
    import('./pages/editor/SheetEditorPage').then((designer) =>
      designer.startOpening(services.queryClient),
    ),
  ]).finally(render);
  window.setTimeout(render, DESIGNER_WAIT_MS);
} else {
  render();
}
