import { SavedValuesSummary } from '@pms/contracts';
import { dealerValuesSchema } from '@pms/sheet/browser';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiFetch } from './client';
import { hydraCollection } from './hydra';

/** One sheet a user filled in: the values they saved (`/api/dealer_values`). */
export const savedValuesSchema = SavedValuesSummary.pick({
  sheet: true,
  sheetName: true,
  region: true,
  modified: true,
}).extend({
  // The contract leaves the values open; they are the engine's dealer values.
  values: dealerValuesSchema,
});

export type SavedValues = z.infer<typeof savedValuesSchema>;

const collectionSchema = hydraCollection(savedValuesSchema).transform(
  (page) => page['hydra:member'],
);

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
