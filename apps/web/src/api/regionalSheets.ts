import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { userRegion } from '../auth/roles';
import { fetchAllPages } from './hydra';
import { STARTUP_STALE_MS } from './sheets';

/** A regional sheet in a list, without its data. */
export const regionalSheetSchema = z.object({
  '@id': z.string(),
  id: z.number(),
  name: z.string().nullish(),
  region: z.string(),
  status: z.string().nullish(),
  /** IRI of the master sheet. */
  master: z.string(),
});

export type RegionalSheet = z.infer<typeof regionalSheetSchema>;

/**
 * The regional sheets of the user's region (SPEC section 7), which the overview opens for
 * regional users; admins open master sheets, so for them this stays idle.
 */
export function useRegionalSheets() {
  const { user, token } = useAuth();
  const region = userRegion(user);
  return useQuery({
    ...regionalSheetsQuery(token, region),
    enabled: token !== null && region !== null,
  });
}

/** The query behind useRegionalSheets; the shell starts it at login. */
export function regionalSheetsQuery(token: string | null, region: string | null) {
  return queryOptions({
    queryKey: ['regional_sheets', region],
    queryFn: ({ signal }) =>
      fetchAllPages(
        `/api/regional_sheets?order[id]=desc&itemsPerPage=100&region=${encodeURIComponent(region ?? '')}`,
        regionalSheetSchema,
        { token, signal },
      ),
    staleTime: STARTUP_STALE_MS,
  });
}
