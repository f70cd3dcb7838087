import { HeadingPage } from './HeadingPage';

// Screens that later issues build. Each is replaced in routes/pageRoutes.ts by its real page.

/** /edit/create: a new master sheet (admins). */
export function CreateSheetPage() {
  return <HeadingPage titleKey="pages.createSheet" />;
}

/** /edit/:id?: the master sheet editor. */
export function EditSheetPage() {
  return <HeadingPage titleKey="pages.editSheet" />;
}

/** /edit-region/:id?: the regional sheet editor. */
export function EditRegionalSheetPage() {
  return <HeadingPage titleKey="pages.editRegionalSheet" />;
}
