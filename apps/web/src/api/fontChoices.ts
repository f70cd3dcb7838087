import { FontChoice as FontChoiceContract } from '@pms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiRequest } from './client';
import { hydraCollection } from './hydra';

/** A brand family a text element may be set in (`/api/font_choices`, every user reads it). */
export const fontChoiceSchema = FontChoiceContract.pick({ name: true, fontFamily: true });

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
