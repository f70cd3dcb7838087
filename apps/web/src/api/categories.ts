import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { fetchAllPages } from './hydra';

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

/** Every category (SPEC section 7: `GET /api/categories`). */
export function useCategories() {
  const { user, token } = useAuth();
  return useQuery({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => fetchAllPages('/api/categories', categorySchema, { token, signal }),
    enabled: user !== null && token !== null,
  });
}
