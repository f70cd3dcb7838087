import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { useProgressStore } from '../loading/ProgressContext';
import { fetchAllPages } from './hydra';

/** A master sheet as the overview needs it; the full document (`data`) comes with the editor. */
export const sheetSummarySchema = z.object({
  '@id': z.string(),
  id: z.number(),
  name: z.string(),
  details: z.string().nullish(),
  /** Only "unlocked" means something to the app (visible in navigation); default is locked. */
  status: z.string().nullish(),
  /** Sticky sheets are listed first. */
  sticky: z.boolean().nullish(),
});

export type SheetSummary = z.infer<typeof sheetSummarySchema>;

/** SPEC section 4 order: id descending, then sticky sheets first (a stable sort keeps ids). */
export function sortSheets(sheets: readonly SheetSummary[]): SheetSummary[] {
  return [...sheets]
    .sort((a, b) => b.id - a.id)
    .sort((a, b) => Number(Boolean(b.sticky)) - Number(Boolean(a.sticky)));
}

export const sheetKeys = { all: ['sheets'] as const };

/**
 * All master sheets the user may read, in overview order; idle until someone is logged in.
 * The load feeds the top bar's "Loading all data" progress.
 */
export function useSheets() {
  const { user, token } = useAuth();
  const progress = useProgressStore();
  return useQuery({
    queryKey: sheetKeys.all,
    queryFn: async ({ signal }) => {
      progress.start();
      try {
        const sheets = await fetchAllPages(
          '/api/sheets?order[id]=desc',
          sheetSummarySchema,
          { token, signal },
          progress.advance,
        );
        progress.succeed();
        return sheets;
      } catch (error) {
        // A load cancelled because its page went away is not a failure worth showing.
        if (signal.aborted) progress.reset();
        else progress.fail();
        throw error;
      }
    },
    // A stored token counts only once the server has confirmed it (user is set).
    enabled: user !== null && token !== null,
    select: sortSheets,
  });
}
