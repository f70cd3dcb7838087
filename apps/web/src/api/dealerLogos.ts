import {
  DealerLogoSummary,
  type dealerLogoListQuery,
  type dealerLogoUploadFields,
} from '@pms/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiFetch } from './client';
import { fetchAllPages } from './hydra';
import { pathWithQuery } from './requestPath';
import { type MultipartOptions, postMultipart } from './upload';

/** A dealer's logo for one brand (`/api/dealer_logos`). */
export const dealerLogoSchema = DealerLogoSummary.pick({
  '@id': true,
  id: true,
  hnr: true,
  brand: true,
  contentUrl: true,
}).extend({
  mimeType: DealerLogoSummary.shape.mimeType.optional(),
  width: DealerLogoSummary.shape.width.nullish(),
  height: DealerLogoSummary.shape.height.nullish(),
});

export type DealerLogo = z.infer<typeof dealerLogoSchema>;

/** The list of logos, optionally of one dealer number. */
function logoListPath(query: z.input<typeof dealerLogoListQuery>): string {
  return pathWithQuery('/api/dealer_logos', query);
}

/** The brands of the demo, offered first when an admin types one; any other may be typed. */
export const suggestedBrands = ['bmw', 'mini'] as const;

/** The logos of one dealer number (SPEC section 7); a dealer is answered only their own. */
export function fetchDealerLogos(
  hnr: string,
  options: { token: string | null; signal?: AbortSignal },
): Promise<DealerLogo[]> {
  return fetchAllPages(logoListPath({ hnr, itemsPerPage: 100 }), dealerLogoSchema, options);
}

/** Uploads the logo of a dealer number and brand; replaces the one there was (admins). */
export async function uploadDealerLogo(
  input: z.input<typeof dealerLogoUploadFields> & { file: File },
  options: MultipartOptions,
): Promise<DealerLogo> {
  const form = new FormData();
  // Text fields first: a streaming multipart parser reads them before the file.
  form.append('hnr', input.hnr);
  form.append('brand', input.brand);
  form.append('file', input.file, input.file.name);
  return dealerLogoSchema.parse(await postMultipart('/api/dealer_logos', form, options));
}

export const dealerLogoKeys = { all: ['dealerLogos'] as const };

/** Every dealer's logos, for the admins' management tab. */
export function useAllDealerLogos() {
  const { token } = useAuth();
  return useQuery({
    queryKey: dealerLogoKeys.all,
    queryFn: ({ signal }) =>
      fetchAllPages(logoListPath({ itemsPerPage: 100 }), dealerLogoSchema, { token, signal }),
    enabled: token !== null,
  });
}

export function useDeleteDealerLogo() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (logo: DealerLogo) =>
      apiFetch(`/api/dealer_logos/${logo.id}`, { method: 'DELETE', token }),
    onSuccess: () => client.invalidateQueries({ queryKey: dealerLogoKeys.all }),
  });
}
