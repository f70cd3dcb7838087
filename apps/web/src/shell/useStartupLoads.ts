import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { categoriesQuery } from '../api/categories';
import { regionalSheetsQuery } from '../api/regionalSheets';
import { sheetsQuery } from '../api/sheets';
import { useAuth } from '../auth/AuthContext';
import { userRegion } from '../auth/roles';
import { useProgressStore } from '../loading/ProgressContext';
import { homePage } from '../routes/pageRoutes';

/**
 * Starts what the start page needs as soon as someone is logged in (SPEC section 7 loads all
 * sheets at startup): the sheets, the categories and the region's regional sheets, and the start
 * page's code. They load while the login page fades out instead of after the overview mounted,
 * which made the overview wait for its own code, then for a render, then for the network.
 */
export function useStartupLoads() {
  const { user, token } = useAuth();
  const client = useQueryClient();
  const progress = useProgressStore();
  const region = userRegion(user);
  const loggedIn = user !== null && token !== null;

  useEffect(() => {
    // The start page is the first one most people see, and the login page the other one.
    const idle = typeof requestIdleCallback === 'undefined' ? setTimeout : requestIdleCallback;
    idle(() => void homePage.preload());
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    void homePage.preload();
    // Failures surface where the lists are shown; a prefetch never throws.
    void client.prefetchQuery(sheetsQuery(token, progress));
    void client.prefetchQuery(categoriesQuery(token));
    if (region !== null) void client.prefetchQuery(regionalSheetsQuery(token, region));
  }, [loggedIn, token, region, client, progress]);
}
