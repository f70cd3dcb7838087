import { EntrypointAnswer } from '@pms/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

/** What the web app reads from the API's entrypoint (`GET /api`): the server's settings. */
export const entrypointSchema = EntrypointAnswer.pick({ defaultCi: true }).extend({
  /** The brand (ci) a new sheet starts with: the server's DEFAULT_CI. */
  defaultCi: EntrypointAnswer.shape.defaultCi.min(1),
});

export const entrypointKeys = { all: ['entrypoint'] as const };

/** The entrypoint; it changes only when the server restarts with another configuration. */
export function useEntrypoint() {
  return useQuery({
    queryKey: entrypointKeys.all,
    queryFn: async ({ signal }) => entrypointSchema.parse(await apiFetch('/api', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
