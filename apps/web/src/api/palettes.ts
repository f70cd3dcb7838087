import {
  type PaletteColorBody,
  PaletteColor as PaletteColorContract,
  type PaletteColorUpdate,
} from '@pms/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiFetch, apiRequest } from './client';
import { hydraCollection } from './hydra';

/** A brand colour (`/api/palette_colors`): every user reads them, admins change them. */
export const paletteColorSchema = PaletteColorContract.pick({
  '@id': true,
  id: true,
  ci: true,
  name: true,
  cyan: true,
  magenta: true,
  yellow: true,
  black: true,
  spotName: true,
  /** What a sheet stores when this colour is chosen: `palette(ID <values>)`. */
  color: true,
  version: true,
});

export type PaletteColor = z.infer<typeof paletteColorSchema>;
export type { PaletteColorBody, PaletteColorUpdate };

const PALETTES = '/api/palette_colors';
export const paletteKeys = { all: ['paletteColors'] as const };

/** Every brand's colours, by brand and name (a few dozen: one request, shared by all fields). */
export function usePaletteColors() {
  const { token } = useAuth();
  return useQuery({
    queryKey: paletteKeys.all,
    queryFn: async ({ signal }) =>
      (await apiRequest(PALETTES, hydraCollection(paletteColorSchema), { token, signal }))[
        'hydra:member'
      ],
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** One brand's colours (the sheet's ci), empty while loading or when it has none. */
export function useCiPalette(ci: string | undefined): PaletteColor[] {
  const colors = usePaletteColors();
  return (colors.data ?? []).filter((color) => color.ci === ci);
}

function usePaletteMutation<T>(run: (token: string | null, input: T) => Promise<unknown>) {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(token, input),
    onSettled: () => client.invalidateQueries({ queryKey: paletteKeys.all }),
  });
}

export function useCreatePaletteColor() {
  return usePaletteMutation((token, body: PaletteColorBody) =>
    apiRequest(PALETTES, paletteColorSchema, { method: 'POST', token, body }),
  );
}

export function useUpdatePaletteColor() {
  return usePaletteMutation(
    (token, { color, body }: { color: PaletteColor; body: PaletteColorUpdate }) =>
      apiRequest(color['@id'], paletteColorSchema, { method: 'PUT', token, body }),
  );
}

export function useDeletePaletteColor() {
  return usePaletteMutation((token, color: PaletteColor) =>
    apiFetch(color['@id'], { method: 'DELETE', token }),
  );
}
