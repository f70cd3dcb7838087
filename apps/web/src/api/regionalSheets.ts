import { RegionalSheetAnswer, RegionalSheetSummary } from '@pms/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { userRegion } from '../auth/roles';
import { apiFetch } from './client';
import { fetchAllPages } from './hydra';
import { STARTUP_STALE_MS, sheetKeys, variantGroupSchema, variantSchema } from './sheets';

/** A regional sheet in a list, without its data. */
const copy = RegionalSheetSummary.shape;
export const regionalSheetSchema = RegionalSheetSummary.pick({
  '@id': true,
  id: true,
  region: true,
  /** IRI of the master sheet. */
  master: true,
}).extend({
  name: copy.name.nullish(),
  details: copy.details.nullish(),
  status: copy.status.nullish(),
  /** The copy's own thumbnail (signed URL), so readers see the copy as itself. */
  thumbnail: copy.thumbnail.nullish(),
  version: copy.version.default(0),
  /** The copy's own main-page variants, for the search and the default selection. */
  variants: variantSchema.array().default([]),
  variant_groups: variantGroupSchema.array().default([]),
  /** For those who keep copies: whether the master changed since, and the share translated. */
  masterChanged: copy.masterChanged.unwrap().nullish(),
  translation: copy.translation.unwrap().nullish(),
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

/** Releases or locks a copy (region admins their region's), with the version it was listed at. */
export function useSetCopyStatus() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ copy, status }: { copy: RegionalSheet; status: 'locked' | 'unlocked' }) =>
      apiFetch(`/api/regional_sheets/${copy.id}`, {
        method: 'PUT',
        token,
        body: { status, version: copy.version },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['regional_sheets'] }),
  });
}

/** Makes the copy of a master for the user's region; the server starts it locked. */
export function useMakeCopy() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ master, region }: { master: string; region: string }) =>
      RegionalSheetAnswer.pick({ id: true }).parse(
        await apiFetch('/api/regional_sheets', {
          method: 'POST',
          token,
          body: { master, region },
        }),
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['regional_sheets'] });
      void client.invalidateQueries({ queryKey: sheetKeys.all });
    },
  });
}
