import { PrintProfileAnswer } from '@pms/contracts';
import { cmykGridScreenColor, naiveScreenColor, type ScreenColor } from '@pms/sheet/browser';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiFetch } from './client';
import { doneEarly, takeEarly } from './earlyRequests';
import { PRINT_PROFILE } from './sheetPaths';

/** The print profile the server prints with (`/api/print_profile`), as the designer needs it. */
export const printProfileSchema = PrintProfileAnswer.pick({
  name: true,
  outputConditionIdentifier: true,
}).extend({
  /** The profile's CMYK -> sRGB grid: steps^4 × r, g, b bytes as base64; at least 2 steps. */
  screenGrid: PrintProfileAnswer.shape.screenGrid.extend({
    steps: PrintProfileAnswer.shape.screenGrid.shape.steps.min(2),
  }),
});

export type PrintProfileInfo = z.infer<typeof printProfileSchema>;

export const printProfileKeys = { all: ['printProfile'] as const };

/** The print profile; it changes only when the server restarts with another one. */
export function usePrintProfile() {
  const { token } = useAuth();
  return useQuery({
    queryKey: printProfileKeys.all,
    queryFn: async ({ signal }) => {
      // The designer opened from a link asked for it with the sheet (see earlyDesigner.ts).
      const early = takeEarly(PRINT_PROFILE);
      const fresh = () => apiFetch(PRINT_PROFILE, { token, signal });
      const profile = printProfileSchema.parse(await (early ? early.catch(fresh) : fresh()));
      if (early) doneEarly(PRINT_PROFILE);
      return profile;
    },
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** How the profile shows process colours; null when its grid is unusable. */
export function profileScreenColor(profile: PrintProfileInfo): ScreenColor | null {
  try {
    return cmykGridScreenColor({
      steps: profile.screenGrid.steps,
      data: bytesOf(profile.screenGrid.data),
    });
  } catch {
    return null;
  }
}

/**
 * How the designer shows CMYK colours: as the server's output profile prints them, and by
 * the naive formula until the profile has loaded (or when it cannot be had), so a colour is
 * never missing, only a little off for a moment.
 */
export function useScreenColor(): ScreenColor {
  const { data } = usePrintProfile();
  return useMemo(() => (data ? profileScreenColor(data) : null) ?? naiveScreenColor, [data]);
}
