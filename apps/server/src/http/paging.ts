import { z } from 'zod';

/** Far past the last page of any collection, and small enough for every offset to be exact. */
const MAX_PAGE = 1_000_000;
const PAGE_ERROR = 'page must be a whole number from 1 to 1000000.';
const ITEMS_ERROR = 'itemsPerPage must be a whole number from 1 to 100.';

/** The query parameters every collection understands (API Platform's names). */
export const pagingShape = {
  page: z.coerce
    .number({ error: PAGE_ERROR })
    .int({ error: PAGE_ERROR })
    .min(1, { error: PAGE_ERROR })
    .max(MAX_PAGE, { error: PAGE_ERROR })
    .default(1),
  itemsPerPage: z.coerce
    .number({ error: ITEMS_ERROR })
    .int({ error: ITEMS_ERROR })
    .min(1, { error: ITEMS_ERROR })
    .max(100, { error: ITEMS_ERROR })
    .default(30),
  'order[id]': z.enum(['asc', 'desc'], { error: 'order[id] must be asc or desc.' }).default('asc'),
};

export interface Paging {
  page: number;
  itemsPerPage: number;
  'order[id]': 'asc' | 'desc';
}

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.itemsPerPage;
}

/** The request's own parameters that view links must keep, besides the page. */
export function keptParameters(paging: Paging, filters: Record<string, string | undefined> = {}) {
  const kept: Record<string, string> = {
    'order[id]': paging['order[id]'],
    itemsPerPage: String(paging.itemsPerPage),
  };
  for (const [name, value] of Object.entries(filters)) if (value) kept[name] = value;
  return kept;
}
