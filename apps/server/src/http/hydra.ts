/**
 * The one place JSON-LD / Hydra output is shaped (API Platform's conventions): items carry
 * `@id` and `@type`, references are IRIs, collections carry members, a total and a view.
 */
export function iri(collection: string, id: number): string {
  return `/api/${collection}/${id}`;
}

/** An item with its JSON-LD identity; `fields` must already hold IRIs for references. */
export function hydraItem<Type extends string, T extends object>(
  type: Type,
  id: string,
  fields: T,
) {
  return { '@context': `/api/contexts/${type}`, '@id': id, '@type': type, ...fields };
}

export interface PageRequest {
  page: number;
  itemsPerPage: number;
}

export interface HydraView {
  '@id': string;
  '@type': 'hydra:PartialCollectionView';
  'hydra:first'?: string;
  'hydra:last'?: string;
  'hydra:next'?: string;
  'hydra:previous'?: string;
}

/**
 * A page of a collection. `query` holds the request's own filters, kept in every view link
 * so that following `hydra:next` continues the same search.
 */
export function hydraCollection<T>(
  collection: string,
  members: T[],
  totalItems: number,
  paging: PageRequest,
  query: Record<string, string>,
) {
  const path = `/api/${collection}`;
  const lastPage = Math.max(1, Math.ceil(totalItems / paging.itemsPerPage));
  const link = (page: number) => {
    const params = new URLSearchParams({ ...query, page: String(page) });
    return `${path}?${params.toString().replaceAll('%5B', '[').replaceAll('%5D', ']')}`;
  };
  const view: HydraView = {
    '@id': link(paging.page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': link(1),
    'hydra:last': link(lastPage),
  };
  if (paging.page > 1) view['hydra:previous'] = link(Math.min(paging.page - 1, lastPage));
  if (paging.page < lastPage) view['hydra:next'] = link(paging.page + 1);
  return {
    '@context': `/api/contexts/${contextName(collection)}`,
    '@id': path,
    '@type': 'hydra:Collection' as const,
    'hydra:member': members,
    'hydra:totalItems': totalItems,
    'hydra:view': view,
  };
}

/** The JSON-LD type a collection holds: `regional_sheets` -> RegionalSheet, `categories` -> Category. */
export function contextName(collection: string): string {
  // A user's values of one sheet are one resource named in the plural, as the engine names them.
  if (collection === 'dealer_values') return 'DealerValues';
  return collection
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')
    .replace(/ies$/, 'y')
    .replace(/s$/, '');
}
