import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { renderExportFor } from '../exports/exportFile.ts';
import { exportDealer } from '../exports/sheetForExport.ts';
import { copyTranslationDocument } from '../translations/translationExport.ts';
import { writeTranslationXlsx } from '../translations/xlsx.ts';
import {
  firstAdmin,
  firstExports,
  firstPageCopies,
  firstPageThumbnails,
  type RegionalSheetRow,
  type WarmExport,
} from './firstPage.ts';

/**
 * What a server prepares after a start, before it takes requests, so that its first users wait
 * no longer than later ones: every render thread started with its fonts, print profile and PDF
 * writer, a translation XLSX written per region (exceljs, the main thread's fonts and
 * hyphenation), the thumbnails of the overview's first page drawn into the thumbnail cache for
 * staff and for each dealer (a dealer's thumbnails carry their logo and profile), and then the
 * first page's sheets exported once, so that their images and words are ready. Without it the
 * first overview stayed blank for about 10 s and the first export took 3 s instead of 0.3
 * (issue 43).
 */

/** Past this the start goes on with what is ready; the rest is drawn when first asked for. */
const DEFAULT_BUDGET_MS = 20_000;

export interface WarmUpReport {
  ms: number;
  /** Render threads that rendered a print PDF. */
  threads: number;
  thumbnails: number;
  /** Thumbnails left undrawn when the budget ran out. */
  skipped: number;
  xlsx: boolean;
}

/** Runs `work` on `items`, `parallel` at a time, starting none after `deadline`. */
async function eachUntil<T>(
  items: readonly T[],
  parallel: number,
  deadline: number,
  work: (item: T) => Promise<void>,
): Promise<number> {
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < items.length && performance.now() < deadline) {
      const item = items[next++] as T;
      await work(item);
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, lane));
  return done;
}

/**
 * The first exports in every render thread: a sheet's first export prepares its images for
 * print and for the PNG's pixels, its faces and its words, which the thread keeps (the
 * reference copy's first print PDF took 98 ms, its second 17). None starts after `deadline`.
 * Answers how many threads rendered all they were given.
 */
async function warmThreads(
  app: FastifyInstance,
  exports: readonly WarmExport[],
  deadline: number,
): Promise<number> {
  if (exports.length === 0) return 0;
  // As many of each at once as there are threads: the pool starts each thread for them.
  const threads = Math.max(1, app.renderer.threads);
  const rendered = await Promise.all(
    Array.from({ length: threads }, async () => {
      for (const { sheet, hnr, format } of exports) {
        if (performance.now() > deadline) return 0;
        const dealer = await exportDealer(app, hnr, sheet.data.ci);
        await renderExportFor(app, dealer, sheet, {
          choice: { pages: 'all' },
          format,
          pdf: 'print',
        });
      }
      return 1;
    }).map((thread) =>
      thread.catch((error: unknown) => {
        app.log.warn({ err: error }, 'warm-up: an export failed, the first request will do it');
        return 0;
      }),
    ),
  );
  return rendered.reduce<number>((sum, one) => sum + one, 0);
}

/**
 * Translation XLSX files of `copies`, written as their route writes them: exceljs loads, and the
 * main thread, which measures each text's room, parses its fonts, each region's hyphenation
 * patterns and shapes the copies' words (the first XLSX took 2.7 s, the second 0.3; a copy's
 * own first XLSX 76 ms, its second 24). None starts after `deadline`.
 */
async function warmXlsx(
  app: FastifyInstance,
  copies: readonly RegionalSheetRow[],
  deadline: number,
): Promise<boolean> {
  const admin = await firstAdmin(app);
  if (!admin) return false;
  const principal = principalOf(admin);
  let written = false;
  for (const copy of copies) {
    if (performance.now() > deadline) break;
    await writeTranslationXlsx(await copyTranslationDocument(app, principal, copy, {}));
    written = true;
  }
  return written;
}

/**
 * Prepares the server for its first users; never fails the start (a step that fails leaves its
 * work to the first request, as without the warm-up). `budgetMs` bounds the thumbnails and the
 * first page's exports after the first two.
 */
export async function warmUp(
  app: FastifyInstance,
  options: { budgetMs?: number } = {},
): Promise<WarmUpReport> {
  const started = performance.now();
  const deadline = started + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  const failed = (step: string) => (error: unknown) => {
    app.log.warn({ err: error }, `warm-up: ${step} failed, the first request will do it`);
    return null;
  };
  const copies = (await firstPageCopies(app).catch(failed('copy list'))) ?? [];
  const exports = (await firstExports(app, copies).catch(failed('export list'))) ?? [];
  const seen = new Set<string>();
  const firstOfRegion = copies.filter((copy) => !seen.has(copy.region) && seen.add(copy.region));
  // First, whatever the budget: every render thread started with the first dealer's copy and
  // the first master, and the main thread's exceljs and each region's patterns.
  const [threads, xlsx] = await Promise.all([
    warmThreads(app, exports.slice(0, 2), Number.POSITIVE_INFINITY).catch(failed('render threads')),
    warmXlsx(app, firstOfRegion, Number.POSITIVE_INFINITY).catch(failed('xlsx')),
  ]);
  const thumbnails = (await firstPageThumbnails(app, copies).catch(failed('thumbnail list'))) ?? [];
  const drawn = await eachUntil(
    thumbnails,
    Math.max(1, app.renderer.threads),
    deadline,
    async ({ kind, id, version, reader }) => {
      // Through the route itself, so the thumbnail lands in the cache under the key its first
      // reader asks for, with their logo, profile and fonts.
      const response = await app.inject({
        method: 'GET',
        url: app.thumbnailUrls.sign(kind, id, version, reader),
      });
      if (response.statusCode !== 200)
        app.log.debug({ kind, id, status: response.statusCode }, 'warm-up: thumbnail skipped');
    },
  );
  // Then, with what is left of the budget, the rest of the first page's sheets.
  const written = new Set(firstOfRegion);
  await Promise.all([
    warmThreads(app, exports.slice(2), deadline).catch(failed('the first page exports')),
    warmXlsx(
      app,
      copies.filter((copy) => !written.has(copy)),
      deadline,
    ).catch(failed('the first page xlsx')),
  ]);
  return {
    ms: Math.round(performance.now() - started),
    threads: threads ?? 0,
    thumbnails: drawn,
    skipped: thumbnails.length - drawn,
    xlsx: xlsx ?? false,
  };
}
