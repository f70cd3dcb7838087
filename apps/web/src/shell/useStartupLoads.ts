import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { categoriesQuery } from '../api/categories';
import { regionalSheetsQuery } from '../api/regionalSheets';
import { sheetsQuery } from '../api/sheets';
import { useAuth } from '../auth/AuthContext';
import { userRegion } from '../auth/roles';
import { useProgressStore } from '../loading/ProgressContext';
import { whenIdle } from '../loading/whenIdle';
import { homePage, loadDesigner, type PageId } from '../routes/pageRoutes';
import { useCurrentPage } from '../routes/routeHandle';

const designerPages = new Set<PageId | null>(['createSheet', 'editSheet', 'editRegionalSheet']);

/**
 * Starts what the start page needs as soon as someone is logged in (SPEC section 7 loads all
 * sheets at startup): the sheets, the categories and the region's regional sheets, and the start
 * page's code. They load while the login page fades out instead of after the overview mounted,
 * which made the overview wait for its own code, then for a render, then for the network.
 * The designer needs none of them: opened straight from a link, it would share the network and
 * the main thread with them while it opens, so they start once someone leaves it.
 *
 * Once those have loaded and the browser is idle, the designer's code is fetched and run too:
 * opening a sheet is what people come for, and a click on one then waits for the sheet alone,
 * not for the designer's chunks from the cache and their evaluation (a quarter of a second on
 * the 2-core machine). Not when the browser asks to save data, nor where it cannot tell idle.
 */
export function useStartupLoads() {
  const { user, token } = useAuth();
  const client = useQueryClient();
  const progress = useProgressStore();
  const region = userRegion(user);
  const loggedIn = user !== null && token !== null;
  const inDesigner = designerPages.has(useCurrentPage());

  useEffect(() => {
    if (inDesigner) return;
    // The start page is the first one most people see, and the login page the other one.
    return whenIdle(() => void homePage.preload(), { fallbackMs: 0 });
  }, [inDesigner]);

  useEffect(() => {
    if (!loggedIn || inDesigner) return;
    void homePage.preload();
    // Failures surface where the lists are shown; a prefetch never throws.
    void client.prefetchQuery(sheetsQuery(token, progress));
    void client.prefetchQuery(categoriesQuery(token));
    if (region !== null) void client.prefetchQuery(regionalSheetsQuery(token, region));
  }, [loggedIn, inDesigner, token, region, client, progress]);

  useEffect(() => {
    if (!loggedIn || inDesigner || savingData()) return;
    return whenIdle(() => void loadDesigner());
  }, [loggedIn, inDesigner]);
}

function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
