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
import { filterBySearch, prepareSearchTexts } from './search';

/**
 * Everything the overview shows, derived once per change of data, category or search: the
 * navigation tree, the sheets of the chosen category that match the search, and where each
 * sheet opens. Ready with the first page of sheets; the rest joins as it arrives.
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
  const withoutCopy = useMemo(
    () => (regionAdmin && region ? mastersWithoutCopy(sheets.data ?? [], region) : []),
    [regionAdmin, region, sheets.data],
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
  const inCategory = useMemo(() => {
    if (categoryId === null) return cards;
    const iris = descendantIris(`/api/categories/${categoryId}`, categories.data ?? []);
    return cards.filter((sheet) => sheet.category && iris.has(sheet.category));
  }, [cards, categoryId, categories.data]);
  const results = useMemo(() => filterBySearch(inCategory, search), [inCategory, search]);
  useEffect(() => prepareSearchTexts(cards), [cards]);
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
