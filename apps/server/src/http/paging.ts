/** The query parameters every collection understands, from the contracts. */
export { pagingShape } from '@pms/contracts';

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
