import { type LazyPage, lazyPage } from './lazyPage';

/** Every screen of SPEC section 2, the imprint the footer links to, and the 404 page. */
export type PageId =
  | 'home'
  | 'login'
  | 'sheetOverview'
  | 'users'
  | 'media'
  | 'myExports'
  | 'dealerProfiles'
  | 'support'
  | 'dataPrivacy'
  | 'imprint'
  | 'createSheet'
  | 'editSheet'
  | 'editRegionalSheet'
  | 'notFound';

export interface PageRoute {
  page: Exclude<PageId, 'notFound'>;
  /** Relative to the language prefix; '' is the start page at `/` and `/{lang}`. */
  path: string;
  /** Redirects to the localized login route when nobody is logged in. */
  requiresAuth: boolean;
  Component: LazyPage;
}

const sheetEditor = () => import('../pages/editor/SheetEditorPage');

const editSheetPage = lazyPage(sheetEditor, (m) => m.EditSheetPage);
const editRegionalSheetPage = lazyPage(sheetEditor, (m) => m.EditRegionalSheetPage);

/** The designer's pages at `/edit/{id}` and `/edit-region/{id}`: the entry loads them ahead. */
export const designerPages: readonly LazyPage[] = [editSheetPage, editRegionalSheetPage];

/** The designer's code, fetched and run: its pages then render at once, without a chunk to wait for. */
export function loadDesigner(): Promise<typeof import('../pages/editor/SheetEditorPage')> {
  for (const page of designerPages) void page.preload();
  return sheetEditor();
}

/**
 * The one table of screens. The router mounts it once without a prefix and once under every
 * language prefix, so a new page is one line here. Each page is its own chunk, loaded on first
 * visit. Admin-only checks come with those pages.
 */
/** The start page, which nearly every session sees first: fetched ahead by the shell. */
export const homePage = lazyPage(
  () => import('../pages/home/HomePage'),
  (m) => m.HomePage,
);

export const pageRoutes: readonly PageRoute[] = [
  { page: 'home', path: '', requiresAuth: true, Component: homePage },
  {
    page: 'login',
    path: 'login',
    requiresAuth: false,
    Component: lazyPage(
      () => import('../pages/login/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    page: 'sheetOverview',
    path: 'overview',
    requiresAuth: true,
    Component: lazyPage(
      () => import('../pages/sheetOverview/SheetOverviewPage'),
      (m) => m.SheetOverviewPage,
    ),
  },
  {
    page: 'users',
    path: 'users',
    requiresAuth: true,
    Component: lazyPage(
      () => import('../pages/users/UsersPage'),
      (m) => m.UsersPage,
    ),
  },
  {
    page: 'myExports',
    path: 'exports',
    requiresAuth: true,
    Component: lazyPage(
      () => import('../pages/exports/MyExportsPage'),
      (m) => m.MyExportsPage,
    ),
  },
  {
    page: 'dealerProfiles',
    path: 'dealers',
    requiresAuth: true,
    Component: lazyPage(
      () => import('../pages/dealerProfiles/DealerProfilesPage'),
      (m) => m.DealerProfilesPage,
    ),
  },
  {
    page: 'media',
    path: 'media',
    requiresAuth: true,
    Component: lazyPage(
      () => import('../pages/media/MediaPage'),
      (m) => m.MediaPage,
    ),
  },
  {
    page: 'support',
    path: 'support',
    requiresAuth: false,
    Component: lazyPage(
      () => import('../pages/support/SupportPage'),
      (m) => m.SupportPage,
    ),
  },
  {
    page: 'dataPrivacy',
    path: 'dataprivacy',
    requiresAuth: false,
    Component: lazyPage(
      () => import('../pages/privacy/PrivacyPage'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    page: 'imprint',
    path: 'imprint',
    requiresAuth: false,
    Component: lazyPage(
      () => import('../pages/imprint/ImprintPage'),
      (m) => m.ImprintPage,
    ),
  },
  {
    page: 'createSheet',
    path: 'edit/create',
    requiresAuth: true,
    Component: lazyPage(sheetEditor, (m) => m.CreateSheetPage),
  },
  {
    page: 'editSheet',
    path: 'edit/:id?',
    requiresAuth: true,
    Component: editSheetPage,
  },
  {
    page: 'editRegionalSheet',
    path: 'edit-region/:id?',
    requiresAuth: true,
    Component: editRegionalSheetPage,
  },
];
