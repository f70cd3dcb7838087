import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiRequest } from './client';
import { hydraCollection } from './hydra';

/** A brand family a text element may be set in (`/api/font_choices`, every user reads it). */
export const fontChoiceSchema = z.object({
  name: z.string(),
  /** The engine's family id, e.g. `brand-3`: what an element's `fontFamily` holds. */
  fontFamily: z.string(),
});

export type FontChoice = z.infer<typeof fontChoiceSchema>;

export function useFontChoices() {
  const { token } = useAuth();
  return useQuery({
    queryKey: ['fontChoices'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/font_choices', hydraCollection(fontChoiceSchema), { token, signal }))[
        'hydra:member'
      ],
    enabled: token !== null,
  });
}
