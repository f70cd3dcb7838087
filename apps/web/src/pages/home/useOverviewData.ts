import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../api/categories';
import { useRegionalSheets } from '../../api/regionalSheets';
import { type SheetSummary, useSheets } from '../../api/sheets';
import { useAuth } from '../../auth/AuthContext';
import { isAdmin, isRegionAdmin, userRegion } from '../../auth/roles';
import { categoryLabel } from '../../i18n/categoryLabel';
import { categoryTree, descendantIris, isSheetVisible, visibleCategories } from './navigation';
import { asCopyCards, mastersWithoutCopy } from './regionalCards';
import { filterBySearch, normalize, prepareSearchTexts, searchText } from './search';

/** The sheets in these categories (their IRIs), or all of them when no category is chosen. */
function inCategories<T extends SheetSummary>(sheets: T[], iris: Set<string> | null): T[] {
  if (iris === null) return sheets;
  return sheets.filter((sheet) => sheet.category && iris.has(sheet.category));
}

/**
 * The sheets matching a search, without filterBySearch's memory of the last search: that
 * belongs to the cards, and a second list filtered through it would spoil its narrowing.
 */
function matchingSearch<T extends SheetSummary>(sheets: T[], search: string): T[] {
  const term = normalize(search);
  return term === '' ? sheets : sheets.filter((sheet) => searchText(sheet).includes(term));
}

/**
 * Everything the overview shows, derived once per change of data, category or search: the
 * navigation tree, the sheets of the chosen category that match the search, where each sheet
 * opens, and for a region admin the released masters of that category and search that have no
 * copy for their region. Ready with the first page of sheets; the rest joins as it arrives.
 */
export function useOverviewData(categoryId: number | null, search: string) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const sheets = useSheets();
  const categories = useCategories();
  const regional = useRegionalSheets();
  const admin = isAdmin(user);
  const region = userRegion(user);

  const navigable = useMemo(
    () => (sheets.data ?? []).filter((sheet) => isSheetVisible(sheet, user)),
    [sheets.data, user],
  );
  // Regional users see each copy as itself; built once per data change, not per keystroke.
  const cards = useMemo(
    () => (admin ? navigable : asCopyCards(navigable, regional.data ?? [])),
    [admin, navigable, regional.data],
  );
  const regionAdmin = isRegionAdmin(user) && region !== null;
  const uncopied = useMemo(
    () =>
      regionAdmin && region ? mastersWithoutCopy(sheets.data ?? [], region, regional.data) : [],
    [regionAdmin, region, sheets.data, regional.data],
  );
  const tree = useMemo(
    () =>
      categoryTree(
        visibleCategories(categories.data ?? [], navigable, user),
        (name) => categoryLabel(t, name),
        i18n.language,
      ),
    [categories.data, navigable, user, t, i18n.language],
  );
  const categoryIris = useMemo(
    () =>
      categoryId === null
        ? null
        : descendantIris(`/api/categories/${categoryId}`, categories.data ?? []),
    [categoryId, categories.data],
  );
  const inCategory = useMemo(() => inCategories(cards, categoryIris), [cards, categoryIris]);
  const results = useMemo(() => filterBySearch(inCategory, search), [inCategory, search]);
  useEffect(() => prepareSearchTexts(cards), [cards]);
  // The masters to copy follow the chosen category and the search, as the cards do.
  const uncopiedInCategory = useMemo(
    () => inCategories(uncopied, categoryIris),
    [uncopied, categoryIris],
  );
  const withoutCopy = useMemo(
    () => matchingSearch(uncopiedInCategory, search),
    [uncopiedInCategory, search],
  );
  useEffect(() => prepareSearchTexts(uncopied), [uncopied]);
  // The regional list is the source of truth for the region; the master's copies fill gaps.
  const regionalByMaster = useMemo(
    () => new Map((regional.data ?? []).map((copy) => [copy.master, copy.id])),
    [regional.data],
  );
  const target = useCallback(
    (sheet: SheetSummary): string | null => {
      if (admin) return `/edit/${sheet.id}`;
      const id =
        regionalByMaster.get(sheet['@id']) ??
        sheet.regionalSheets.find((copy) => copy.region === region)?.id;
      return id === undefined ? null : `/edit-region/${id}`;
    },
    [admin, region, regionalByMaster],
  );

  return {
    admin,
    regionAdmin,
    region,
    withoutCopy,
    tree,
    results,
    target,
    isPending: sheets.isPending || categories.isPending,
    /** The first page is shown; later pages are still on their way. */
    isLoadingMore: sheets.isFetching && !sheets.isPending,
    isError: sheets.isError || categories.isError,
  };
}
