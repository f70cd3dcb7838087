import { hydraCollection as collectionContract, HydraView } from '@pms/contracts';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from './client';

/**
 * A Hydra collection page as the web app reads it: the contract's members, with the total and
 * the view links optional (a short list may come without them).
 */
export function hydraCollection<T>(item: z.ZodType<T>) {
  return collectionContract(item)
    .pick({ 'hydra:member': true })
    .extend({
      'hydra:totalItems': collectionContract(item).shape['hydra:totalItems'].optional(),
      'hydra:view': HydraView.pick({
        'hydra:first': true,
        'hydra:last': true,
        'hydra:next': true,
        'hydra:previous': true,
      }).optional(),
    });
}

/** The page number of a Hydra view link (`/api/sheets?page=4` -> 4), or 1. */
export function pageNumberOf(link: string | undefined): number {
  if (!link) return 1;
  const page = Number(new URL(link, 'http://localhost').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function withPage(path: string, page: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
}

/** Told after each page: how many items it brought and how many the collection has. */
export type PageProgress = (count: number, totalItems: number) => void;

/**
 * The pages of a paged collection as they arrive: the first page first (it tells the last page),
 * then the remaining pages, fetched in parallel (SPEC section 7), each as soon as it is in. So a
 * screen can show the first page while the rest still loads. `onPage` hears of each page, for
 * the progress bar. A failed page ends the stream with its error.
 */
export async function* streamPages<T>(
  path: string,
  item: z.ZodType<T>,
  options: RequestOptions = {},
  onPage: PageProgress = () => {},
): AsyncGenerator<{ page: number; members: T[] }> {
  const schema = hydraCollection(item);
  const first = await apiRequest(path, schema, options);
  // A server that leaves out the total still gets a bar that ends at the last page.
  const total = first['hydra:totalItems'] ?? first['hydra:member'].length;
  onPage(first['hydra:member'].length, total);
  yield { page: 1, members: first['hydra:member'] };
  const lastPage = pageNumberOf(first['hydra:view']?.['hydra:last']);
  const pending = new Map(
    Array.from({ length: lastPage - 1 }, (_, index) => {
      const page = index + 2;
      const answer = apiRequest(withPage(path, page), schema, options).then((body) => ({
        page,
        members: body['hydra:member'],
      }));
      // Every page is awaited below; this only keeps a failure from counting as unhandled
      // while an earlier page is still being handed out.
      answer.catch(() => {});
      return [page, answer] as const;
    }),
  );
  while (pending.size > 0) {
    const arrived = await Promise.race(pending.values());
    pending.delete(arrived.page);
    onPage(arrived.members.length, total);
    yield arrived;
  }
}

/**
 * Every item of a paged collection, joined in page order: the first page, then the remaining
 * pages in parallel (SPEC section 7).
 */
export async function fetchAllPages<T>(
  path: string,
  item: z.ZodType<T>,
  options: RequestOptions = {},
  onPage: PageProgress = () => {},
): Promise<T[]> {
  const pages: T[][] = [];
  for await (const { page, members } of streamPages(path, item, options, onPage)) {
    pages[page - 1] = members;
  }
  return pages.flat();
}
