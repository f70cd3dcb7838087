import {
  type QueryClient,
  queryOptions,
  experimental_streamedQuery as streamedQuery,
  useQuery,
} from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { useProgressStore } from '../loading/ProgressContext';
import type { ProgressStore } from '../loading/progressStore';
import { streamPages } from './hydra';

/** A regional copy as a master lists it: enough for navigation and the per-region status. */
export const regionalCopySchema = z.object({
  '@id': z.string(),
  id: z.number(),
  region: z.string(),
  status: z.string().nullish(),
  /** The master changed since the copy was made or last updated from it. */
  masterChanged: z.boolean().nullish(),
  /** Texts changed from the master, of all the copy's texts. */
  translation: z.object({ translated: z.number(), total: z.number() }).nullish(),
});

export type RegionalCopy = z.infer<typeof regionalCopySchema>;

/** A variant of the main page (e.g. a tyre size); `group` names its variant group. */
export const variantSchema = z.object({
  id: z.number(),
  name: z.string().nullish(),
  details: z.string().nullish(),
  group: z.number().nullish(),
});

export type Variant = z.infer<typeof variantSchema>;

export const variantGroupSchema = z.object({ id: z.number(), name: z.string().nullish() });

export type VariantGroup = z.infer<typeof variantGroupSchema>;

/** A master sheet in the light list projection; the full document (`data`) comes with the editor. */
export const sheetSummarySchema = z.object({
  '@id': z.string(),
  id: z.number(),
  name: z.string(),
  details: z.string().nullish(),
  /** Only "unlocked" means something to the app (visible in navigation); default is locked. */
  status: z.string().nullish(),
  /** Sticky sheets are listed first. */
  sticky: z.boolean().nullish(),
  /** IRI of the category, `/api/categories/{id}`. */
  category: z.string().nullish(),
  regionalSheets: z.array(regionalCopySchema).default([]),
  variants: z.array(variantSchema).default([]),
  variant_groups: z.array(variantGroupSchema).default([]),
  /** `/api/sheets/{id}/thumbnail.png?v=…&exp=…&u=…&sig=…`: signed for this user, so an <img> loads it without the token. */
  thumbnail: z.string().nullish(),
  /** Optimistic concurrency: a PUT sends the version it loaded. */
  version: z.number().default(0),
  modified: z.string().nullish(),
});

export type SheetSummary = z.infer<typeof sheetSummarySchema>;

/** SPEC section 4 order: id descending, then sticky sheets first (a stable sort keeps ids). */
export function sortSheets<T extends Pick<SheetSummary, 'id' | 'sticky'>>(
  sheets: readonly T[],
): T[] {
  return [...sheets]
    .sort((a, b) => b.id - a.id)
    .sort((a, b) => Number(Boolean(b.sticky)) - Number(Boolean(a.sticky)));
}

export const sheetKeys = { all: ['sheets'] as const };

/**
 * How long the lists loaded at login count as fresh. Our own changes invalidate them at once;
 * this only keeps the overview from reloading thousands of sheets each time it is opened, and
 * from loading them twice when the page mounts just after the login's load finished.
 */
export const STARTUP_STALE_MS = 60_000;

/** Resolves once the browser has drawn a frame, or after 100 ms in a tab that draws none. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    setTimeout(done, 100);
    if (typeof requestAnimationFrame !== 'undefined') {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}

/** How long the remaining pages wait for a screen to show the first one (see sheetsQuery). */
const FIRST_PAGE_WAIT_MS = 2000;

/**
 * Resolves once a screen watches the sheets and the browser has drawn a frame after that, or
 * after FIRST_PAGE_WAIT_MS when no screen does (the user went somewhere without sheets).
 */
async function firstPageShown(client: QueryClient): Promise<void> {
  const started = performance.now();
  const watched = () =>
    (client.getQueryCache().find({ queryKey: sheetKeys.all })?.getObserversCount() ?? 0) > 0;
  while (!watched() && performance.now() - started < FIRST_PAGE_WAIT_MS) await afterPaint();
  await afterPaint();
}

/** Counts the sheet loads started, so that only the newest one reports progress. */
let sheetLoads = 0;

/** How often, at most, sheets that arrived after the first page join the shown list. */
const BATCH_MS = 1000;

/**
 * The query of all master sheets the user may read; the shell starts it at login.
 * The data streams in: the first page is there to show at once, the remaining pages join it as
 * they arrive (`isFetching` stays true until the last), and a reload keeps the old list until
 * the new one is complete. The load feeds the top bar's "Loading all data" progress.
 */
export function sheetsQuery(token: string | null, progress: ProgressStore) {
  return queryOptions({
    queryKey: sheetKeys.all,
    queryFn: streamedQuery({
      streamFn: async function* ({ signal, client }) {
        // Only the newest load reports: an abandoned one may still be winding down (its page
        // requests failing on the aborted signal) after a new one started.
        const load = ++sheetLoads;
        const latest = () => load === sheetLoads;
        progress.start();
        try {
          let waiting: SheetSummary[] = [];
          let handedOut = 0;
          for await (const { page, members } of streamPages(
            '/api/sheets?order[id]=desc&itemsPerPage=100',
            sheetSummarySchema,
            { token, signal },
            (count, total) => {
              if (latest()) progress.advance(count, total);
            },
          )) {
            waiting.push(...members);
            // The first page at once; then batches, because every hand-out redraws the pages
            // that show the list, and fifty redraws in a row kept the first screen from
            // answering while the rest loaded.
            if (page === 1 || performance.now() - handedOut >= BATCH_MS) {
              yield waiting;
              waiting = [];
              handedOut = performance.now();
            }
            // The remaining pages are asked for once the first has been drawn: their answers
            // would otherwise be parsed while the first screen is still being put together.
            // Started at login, the first page is in before the overview has mounted.
            if (page === 1) await firstPageShown(client);
            // Left while waiting: ask for no more pages.
            if (signal.aborted) {
              if (latest()) progress.reset();
              return;
            }
          }
          if (waiting.length > 0) yield waiting;
          if (latest()) progress.succeed();
        } catch (error) {
          // A load cancelled because its page went away is not a failure worth showing.
          if (!latest()) throw error;
          if (signal.aborted) progress.reset();
          else progress.fail();
          throw error;
        }
      },
      reducer: (sheets: SheetSummary[], page: SheetSummary[]) => [...sheets, ...page],
      initialValue: [],
      refetchMode: 'replace',
    }),
    staleTime: STARTUP_STALE_MS,
  });
}

/** All master sheets the user may read, in overview order (see sheetsQuery). */
export function useSheets() {
  const { user, token } = useAuth();
  const progress = useProgressStore();
  return useQuery({
    ...sheetsQuery(token, progress),
    // A stored token counts only once the server has confirmed it (user is set).
    enabled: user !== null && token !== null,
    select: sortSheets,
  });
}
