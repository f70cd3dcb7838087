import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { fetchAllPages } from './hydra';
import { STARTUP_STALE_MS } from './sheets';

/** A category with its tree references as IRIs; `sheets` lists only sheets the user may read. */
export const categorySchema = z.object({
  '@id': z.string(),
  id: z.number(),
  name: z.string(),
  parent: z.string().nullish(),
  children: z.array(z.string()).default([]),
  sheets: z.array(z.string()).default([]),
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
