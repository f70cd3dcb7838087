import { z } from 'zod';
import { apiRequest, type RequestOptions } from './client';

/** A Hydra collection page (API Platform conventions, DESIGN.md "API"). */
export function hydraCollection<T>(item: z.ZodType<T>) {
  return z.object({
    'hydra:member': z.array(item),
    'hydra:totalItems': z.number().optional(),
    'hydra:view': z
      .object({
        'hydra:first': z.string().optional(),
        'hydra:last': z.string().optional(),
        'hydra:next': z.string().optional(),
        'hydra:previous': z.string().optional(),
      })
      .optional(),
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
 * Every item of a paged collection: the first page tells the last page, and the remaining pages
 * are fetched in parallel (SPEC section 7), then joined in page order. `onPage` hears of each
 * page as it arrives, for the progress bar.
 */
export async function fetchAllPages<T>(
  path: string,
  item: z.ZodType<T>,
  options: RequestOptions = {},
  onPage: PageProgress = () => {},
): Promise<T[]> {
  const schema = hydraCollection(item);
  const first = await apiRequest(path, schema, options);
  // A server that leaves out the total still gets a bar that ends at the last page.
  const total = first['hydra:totalItems'] ?? first['hydra:member'].length;
  onPage(first['hydra:member'].length, total);
  const lastPage = pageNumberOf(first['hydra:view']?.['hydra:last']);
  const pages = Array.from({ length: lastPage - 1 }, (_, index) => index + 2);
  const rest = await Promise.all(
    pages.map(async (page) => {
      const answer = await apiRequest(withPage(path, page), schema, options);
      onPage(answer['hydra:member'].length, total);
      return answer;
    }),
  );
  return [first, ...rest].flatMap((page) => page['hydra:member']);
}
