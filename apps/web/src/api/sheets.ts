import {
  RegionalCopy as RegionalCopyContract,
  SheetSummary as SheetSummaryContract,
  TranslationProgress,
} from '@pms/contracts';
import {
  variantSchema as engineVariant,
  variantGroupSchema as engineVariantGroup,
} from '@pms/sheet/browser';
import {
  type QueryClient,
  queryOptions,
  experimental_streamedQuery as streamedQuery,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { useProgressStore } from '../loading/ProgressContext';
import type { ProgressStore } from '../loading/progressStore';
import { streamPages } from './hydra';

/** A regional copy as a master lists it: enough for navigation and the per-region status. */
export const regionalCopySchema = RegionalCopyContract.pick({
  '@id': true,
  id: true,
  region: true,
}).extend({
  status: RegionalCopyContract.shape.status.nullish(),
  /** The master changed since the copy was made or last updated from it. */
  masterChanged: RegionalCopyContract.shape.masterChanged.unwrap().nullish(),
  /** Texts changed from the master, of all the copy's texts. */
  translation: TranslationProgress.nullish(),
});

export type RegionalCopy = z.infer<typeof regionalCopySchema>;

/** A variant of the main page (e.g. a tyre size); `group` names its variant group. */
export const variantSchema = engineVariant.pick({ id: true }).extend({
  name: engineVariant.shape.name.nullish(),
  details: engineVariant.shape.details.unwrap().nullish(),
  group: engineVariant.shape.group.nullish(),
});

export type Variant = z.infer<typeof variantSchema>;

export const variantGroupSchema = engineVariantGroup.extend({
  name: engineVariantGroup.shape.name.nullish(),
});

export type VariantGroup = z.infer<typeof variantGroupSchema>;

/** A master sheet in the light list projection; the full document (`data`) comes with the editor. */
const summary = SheetSummaryContract.shape;
export const sheetSummarySchema = SheetSummaryContract.pick({
  '@id': true,
  id: true,
  name: true,
}).extend({
  details: summary.details.nullish(),
  /** Only "unlocked" means something to the app (visible in navigation); default is locked. */
  status: summary.status.nullish(),
  /** Sticky sheets are listed first. */
  sticky: summary.sticky.nullish(),
  /** IRI of the category, `/api/categories/{id}`. */
  category: summary.category.nullish(),
  regionalSheets: regionalCopySchema.array().default([]),
  // The contract leaves variants open; they are the engine's, read leniently.
  variants: variantSchema.array().default([]),
  variant_groups: variantGroupSchema.array().default([]),
  /** `/api/sheets/{id}/thumbnail.png?v=…&exp=…&u=…&sig=…`: signed for this user, so an <img> loads it without the token. */
  thumbnail: summary.thumbnail.nullish(),
  /** Optimistic concurrency: a PUT sends the version it loaded. */
  version: summary.version.default(0),
  modified: summary.modified.nullish(),
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
