import { CategorySummary } from '@pms/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { fetchAllPages } from './hydra';
import { STARTUP_STALE_MS } from './sheets';

/** A category with its tree references as IRIs; `sheets` lists only sheets the user may read. */
export const categorySchema = CategorySummary.pick({ '@id': true, id: true, name: true }).extend({
  parent: CategorySummary.shape.parent.nullish(),
  children: CategorySummary.shape.children.default([]),
  sheets: CategorySummary.shape.sheets.default([]),
});

export type Category = z.infer<typeof categorySchema>;

export const categoryKeys = { all: ['categories'] as const };

/** Every category (SPEC section 7: `GET /api/categories`); the shell starts it at login. */
export function categoriesQuery(token: string | null) {
  return queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => fetchAllPages('/api/categories', categorySchema, { token, signal }),
    staleTime: STARTUP_STALE_MS,
  });
}

/** Every category, once someone is logged in. */
export function useCategories() {
  const { user, token } = useAuth();
  return useQuery({ ...categoriesQuery(token), enabled: user !== null && token !== null });
}
