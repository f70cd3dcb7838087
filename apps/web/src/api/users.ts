import { UserSummary } from '@pms/contracts';
import { REGIONS } from '@pms/sheet/regions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiFetch, apiRequest } from './client';
import { fetchAllPages } from './hydra';

/** The regions of SPEC section 6; each is a role `REGION_{CODE}`. */
export const regions = REGIONS;

/** Every role an admin can give. */
export const assignableRoles: readonly string[] = [
  'ROLE_ADMIN',
  'ROLE_REGIONADMIN',
  ...regions.map((region) => `REGION_${region.toUpperCase()}`),
];

export const userAccountSchema = UserSummary.pick({
  '@id': true,
  id: true,
  username: true,
  roles: true,
  version: true,
}).extend({
  hnr: UserSummary.shape.hnr.optional(),
  region: UserSummary.shape.region.optional(),
  /** Set when an admin chose the password; the user is reminded to change it. */
  passwordChangeRecommended: UserSummary.shape.passwordChangeRecommended.nullish(),
});

export type UserAccount = z.infer<typeof userAccountSchema>;

/** What the user dialog sends; an empty password on an edit keeps the old one. */
export interface UserInput {
  username: string;
  roles: string[];
  hnr: string;
  password: string;
}

const userKeys = { all: ['users'] as const };

/** Every account (admins only). */
export function useUsers(enabled = true) {
  const { token } = useAuth();
  return useQuery({
    queryKey: userKeys.all,
    queryFn: ({ signal }) =>
      fetchAllPages('/api/users?order[id]=asc', userAccountSchema, { token, signal }),
    enabled: enabled && token !== null,
  });
}

/** Create (no `id`) or update an account; a stale version answers 409. */
export function useSaveUser() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, input }: { user: UserAccount | null; input: UserInput }) => {
      const body = {
        username: input.username,
        roles: input.roles,
        hnr: input.hnr.trim() || null,
        ...(input.password ? { password: input.password } : {}),
      };
      return user === null
        ? apiRequest('/api/users', userAccountSchema, { method: 'POST', token, body })
        : apiRequest(`/api/users/${user.id}`, userAccountSchema, {
            method: 'PUT',
            token,
            body: { ...body, version: user.version },
          });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useDeleteUser() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: UserAccount) =>
      apiFetch(`/api/users/${user.id}`, { method: 'DELETE', token }),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
