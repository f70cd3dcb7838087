import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth/RequireAuth';
import { prefixCodes } from '../i18n/languages';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { AppLayout } from '../shell/AppLayout';
import { PageLoading } from '../shell/PageLoading';
import { aliasRoutes } from './languageAliases';
import { type PageRoute, pageRoutes } from './pageRoutes';
import type { RouteHandle } from './routeHandle';

function toRouteObject({ page, path, requiresAuth, Component }: PageRoute): RouteObject {
  const handle: RouteHandle = { page };
  // Pages are lazy chunks; the spinner shows while one loads on its first visit.
  const lazyPage = (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
  const element = requiresAuth ? <RequireAuth>{lazyPage}</RequireAuth> : lazyPage;
  return path === '' ? { index: true, element, handle } : { path, element, handle };
}

/**
 * The route tree: the shell around every page; the page table mounted at `/` and under each
 * language prefix; a 404 for everything else. Errors of a page render inside the shell; the
 * outer boundary catches errors of the shell itself.
 */
export function buildRoutes(): RouteObject[] {
  const notFound: RouteObject = {
    path: '*',
    Component: NotFoundPage,
    handle: { page: 'notFound' } satisfies RouteHandle,
  };
  return [
    {
      path: '/',
      Component: AppLayout,
      ErrorBoundary: ErrorPage,
      children: [
        {
          ErrorBoundary: ErrorPage,
          children: [
            ...pageRoutes.map(toRouteObject),
            ...prefixCodes.map((code) => ({ path: code, children: pageRoutes.map(toRouteObject) })),
            // `/cs/…` and `/en/…`, typed by people, lead to `/cz/…` and the unprefixed address.
            ...aliasRoutes,
            notFound,
          ],
        },
      ],
    },
  ];
}
