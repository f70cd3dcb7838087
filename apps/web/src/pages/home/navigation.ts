import type { Category } from '../../api/categories';
import type { SheetSummary } from '../../api/sheets';
import { isAdmin, isRegionAdmin, userRegions } from '../../auth/roles';
import type { User } from '../../auth/session';

type NavSheet = Pick<SheetSummary, 'status' | 'category' | 'regionalSheets'>;

/**
 * Whether a sheet counts for navigation (SPEC section 4): admins see every sheet; others an
 * unlocked sheet with a regional copy of one of their regions, unlocked unless they are a
 * region admin.
 */
export function isSheetVisible(sheet: NavSheet, user: User | null): boolean {
  if (isAdmin(user)) return true;
  if (sheet.status !== 'unlocked') return false;
  const regions = userRegions(user);
  const regionAdmin = isRegionAdmin(user);
  return sheet.regionalSheets.some(
    (copy) => regions.includes(copy.region) && (regionAdmin || copy.status === 'unlocked'),
  );
}

/** Ids of a category and all categories below it; a cycle in bad data cannot loop forever. */
export function descendantIris(rootIri: string, categories: readonly Category[]): Set<string> {
  const byIri = new Map(categories.map((category) => [category['@id'], category]));
  const found = new Set<string>();
  const queue = [rootIri];
  while (queue.length > 0) {
    const iri = queue.pop() as string;
    if (found.has(iri)) continue;
    found.add(iri);
    for (const child of byIri.get(iri)?.children ?? []) queue.push(child);
  }
  // Children also name their parent; a server that fills only one side still works.
  for (const category of categories) {
    if (category.parent && found.has(category.parent) && !found.has(category['@id'])) {
      for (const iri of descendantIris(category['@id'], categories)) found.add(iri);
    }
  }
  return found;
}

/**
 * The categories a user sees in navigation (SPEC section 4): all for an admin; for anyone
 * else those holding a visible sheet directly or in a child category.
 */
export function visibleCategories(
  categories: readonly Category[],
  sheets: readonly NavSheet[],
  user: User | null,
): Category[] {
  if (isAdmin(user)) return [...categories];
  const holding = new Set(
    sheets.filter((sheet) => isSheetVisible(sheet, user)).flatMap((sheet) => sheet.category ?? []),
  );
  return categories.filter((category) =>
    [...descendantIris(category['@id'], categories)].some((iri) => holding.has(iri)),
  );
}

/** A category in the navigation tree, with its visible children. */
export interface CategoryNode {
  category: Category;
  label: string;
  children: CategoryNode[];
}

/**
 * The navigation tree: only top-level categories at the top (a category whose parent is not
 * visible counts as top-level, so nothing vanishes), children nested, each level sorted by the
 * translated name.
 */
export function categoryTree(
  categories: readonly Category[],
  label: (name: string) => string,
  locale?: string,
): CategoryNode[] {
  const visible = new Set(categories.map((category) => category['@id']));
  const build = (parent: string | null): CategoryNode[] =>
    categories
      .filter((category) =>
        parent === null
          ? !category.parent || !visible.has(category.parent)
          : category.parent === parent,
      )
      .map((category) => ({
        category,
        label: label(category.name),
        children: build(category['@id']),
      }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  return build(null);
}
