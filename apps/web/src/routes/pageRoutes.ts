import type { ComponentType } from 'react';
import { HomePage } from '../pages/home/HomePage';
import { LoginPage } from '../pages/login/LoginPage';
import {
  CreateSheetPage,
  DataPrivacyPage,
  EditRegionalSheetPage,
  EditSheetPage,
  SheetOverviewPage,
  SupportPage,
  UsersPage,
} from '../pages/placeholder/placeholderPages';

/** Every screen of SPEC section 2, plus the 404 page for unknown paths. */
export type PageId =
  | 'home'
  | 'login'
  | 'sheetOverview'
  | 'users'
  | 'support'
  | 'dataPrivacy'
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
  Component: ComponentType;
}

/**
 * The one table of screens. The router mounts it once without a prefix and once under every
 * language prefix, so a new page is one line here. Admin-only checks come with those pages.
 */
export const pageRoutes: readonly PageRoute[] = [
  { page: 'home', path: '', requiresAuth: true, Component: HomePage },
  { page: 'login', path: 'login', requiresAuth: false, Component: LoginPage },
  { page: 'sheetOverview', path: 'overview', requiresAuth: true, Component: SheetOverviewPage },
  { page: 'users', path: 'users', requiresAuth: true, Component: UsersPage },
  { page: 'support', path: 'support', requiresAuth: false, Component: SupportPage },
  { page: 'dataPrivacy', path: 'dataprivacy', requiresAuth: false, Component: DataPrivacyPage },
  { page: 'createSheet', path: 'edit/create', requiresAuth: true, Component: CreateSheetPage },
  { page: 'editSheet', path: 'edit/:id?', requiresAuth: true, Component: EditSheetPage },
  {
    page: 'editRegionalSheet',
    path: 'edit-region/:id?',
    requiresAuth: true,
    Component: EditRegionalSheetPage,
  },
];
