import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiFetch } from './client';

/** One sheet a user filled in: the values they saved (`/api/dealer_values`). */
export const savedValuesSchema = z.object({
  sheet: z.string(),
  sheetName: z.string(),
  region: z.string().nullable(),
  values: z.record(
    z.string(),
    z.object({
      text: z.string().optional(),
      items: z.array(z.string()).optional(),
      src: z.object({ contentUrl: z.string() }).optional(),
    }),
  ),
  modified: z.string(),
});

export type SavedValues = z.infer<typeof savedValuesSchema>;

const collectionSchema = z
  .object({ 'hydra:member': z.array(savedValuesSchema) })
  .transform((page) => page['hydra:member']);

/** Every sheet a user saved values for (an admin: another user's), last saved first. */
export function useSavedValues(userId: number | null = null) {
  const { token } = useAuth();
  const user = userId === null ? '' : `&user=${userId}`;
  return useQuery({
    queryKey: ['savedValues', userId ?? 'me'] as const,
    queryFn: async ({ signal }) =>
      collectionSchema.parse(
        await apiFetch(`/api/dealer_values?itemsPerPage=100${user}`, { token, signal }),
      ),
    enabled: token !== null,
  });
}
