import {
  DealerProfileSummary,
  type dealerProfileCreateBody,
  type dealerProfileListQuery,
  type dealerProfileUpdateBody,
} from '@pms/contracts';
import type { DealerProfile } from '@pms/sheet/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiFetch } from './client';
import { fetchAllPages } from './hydra';
import { pathWithQuery } from './requestPath';

/** A dealer's details per dealer number (`/api/dealer_profiles`): they fill bound texts. */
const profile = DealerProfileSummary.shape;
export const dealerProfileSchema = DealerProfileSummary.pick({
  '@id': true,
  id: true,
  hnr: true,
  region: true,
}).extend({
  name: profile.name.default(''),
  address: profile.address.default(''),
  phone: profile.phone.default(''),
  email: profile.email.default(''),
  website: profile.website.default(''),
  openingHours: profile.openingHours.default(''),
  version: profile.version.default(0),
});

export type DealerProfileRecord = z.infer<typeof dealerProfileSchema>;

export const dealerProfileKeys = { all: ['dealerProfiles'] as const };

/** What a create sends: the dealer number, its region and any of the fields. */
export type DealerProfileCreate = z.input<typeof dealerProfileCreateBody>;

/** The list of profiles, optionally of one dealer number. */
function profileListPath(query: z.input<typeof dealerProfileListQuery>): string {
  return pathWithQuery('/api/dealer_profiles', query);
}

/** The profile fields the engine fills bound texts from. */
export function profileFields(record: DealerProfileRecord): DealerProfile {
  const { name, address, phone, email, website, openingHours } = record;
  return { name, address, phone, email, website, openingHours };
}

/**
 * The user's own dealer profile, which the designer lays out with as every export does, so a
 * dealer sees their details in the bound texts; null for users without a dealer number.
 */
export function useOwnDealerProfile(): DealerProfile | null {
  const { user, token } = useAuth();
  const hnr = user?.hnr ?? null;
  const query = useQuery({
    queryKey: [...dealerProfileKeys.all, 'own', hnr],
    queryFn: ({ signal }) =>
      fetchAllPages(
        profileListPath({ hnr: hnr === null ? undefined : String(hnr) }),
        dealerProfileSchema,
        {
          token,
          signal,
        },
      ),
    enabled: token !== null && hnr !== null,
    staleTime: 60_000,
  });
  const own = query.data?.find((record) => record.hnr === hnr);
  // The same object while the profile stays, so layouts that depend on it are not redone.
  return useMemo(() => (own ? profileFields(own) : null), [own]);
}

/** The profiles this user may read: all (admins), their region's, or their own. */
export function useDealerProfiles() {
  const { token } = useAuth();
  return useQuery({
    queryKey: [...dealerProfileKeys.all, 'list'],
    queryFn: ({ signal }) =>
      fetchAllPages(profileListPath({ itemsPerPage: 100 }), dealerProfileSchema, {
        token,
        signal,
      }),
    enabled: token !== null,
  });
}

export type ProfileFields = DealerProfile;

/** Saves a profile's fields with the version it was loaded at (409 when someone saved since). */
export function useSaveDealerProfile() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { profile: DealerProfileRecord; fields: ProfileFields }) => {
      const body: z.input<typeof dealerProfileUpdateBody> = {
        ...input.fields,
        version: input.profile.version,
      };
      return dealerProfileSchema.parse(
        await apiFetch(input.profile['@id'], { method: 'PUT', token, body }),
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dealerProfileKeys.all }),
  });
}

/** Creates the profile of a dealer number (admins). */
export function useCreateDealerProfile() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: DealerProfileCreate) =>
      dealerProfileSchema.parse(
        await apiFetch('/api/dealer_profiles', { method: 'POST', token, body: input }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: dealerProfileKeys.all }),
  });
}
