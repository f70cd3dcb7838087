import { BatchExportAnswer } from '@pms/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiDownload, apiFetch } from './client';
import { downloadFile } from './exports';
import { hydraCollection } from './hydra';

/** A sheet exported for every dealer of a region (`/api/batch_exports`), and how far it is. */
export const batchExportSchema = BatchExportAnswer.pick({
  '@id': true,
  id: true,
  sheet: true,
  sheetName: true,
  region: true,
  total: true,
  done: true,
  file: true,
  created: true,
}).extend({
  // The contract says text; the screens switch over these values.
  format: z.enum(['pdf', 'png']),
  status: z.enum(['queued', 'running', 'done', 'cancelled', 'failed']),
  error: BatchExportAnswer.shape.error.default(null),
  /** Dealers the batch made no file for (no profile, an overflowing text), each with why. */
  skipped: BatchExportAnswer.shape.skipped.default([]),
});

export type BatchExport = z.infer<typeof batchExportSchema>;

export const batchExportKeys = {
  all: ['batchExports'] as const,
  one: (iri: string) => ['batchExports', iri] as const,
};

/** Whether the batch is still being made (progress changes; it can be cancelled). */
export const isRunning = (batch: BatchExport) =>
  batch.status === 'queued' || batch.status === 'running';

/** How often a running batch's progress is read again. */
const PROGRESS_POLL_MS = 1000;

const collectionSchema = hydraCollection(batchExportSchema).transform(
  (page) => page['hydra:member'],
);

/** The user's batch exports (an admin's: everyone's), newest first, read again while any runs. */
export function useBatchExports(enabled: boolean) {
  const { token } = useAuth();
  return useQuery({
    queryKey: batchExportKeys.all,
    queryFn: async ({ signal }) =>
      collectionSchema.parse(
        await apiFetch('/api/batch_exports?itemsPerPage=30', { token, signal }),
      ),
    enabled: enabled && token !== null,
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? PROGRESS_POLL_MS : false),
  });
}

/** One batch, read again every second until it has ended. */
export function useBatchExport(iri: string | null) {
  const { token } = useAuth();
  return useQuery({
    queryKey: batchExportKeys.one(iri ?? ''),
    queryFn: async ({ signal }) =>
      batchExportSchema.parse(await apiFetch(iri ?? '', { token, signal })),
    enabled: iri !== null && token !== null,
    refetchInterval: (query) =>
      query.state.data && !isRunning(query.state.data) ? false : PROGRESS_POLL_MS,
  });
}

export interface BatchRequest {
  sheet: string;
  region?: string;
  format: 'pdf' | 'png';
}

/** Actions on batch exports; each refreshes the list. */
export function useBatchActions() {
  const { token } = useAuth();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: batchExportKeys.all });
  return {
    async start(request: BatchRequest): Promise<BatchExport> {
      const batch = batchExportSchema.parse(
        await apiFetch('/api/batch_exports', { method: 'POST', token, body: request }),
      );
      await refresh();
      return batch;
    },
    async cancel(batch: BatchExport): Promise<void> {
      await apiFetch(`${batch['@id']}/cancel`, { method: 'POST', token });
      await refresh();
    },
    /** Downloads the finished ZIP (one file per dealer). */
    async download(batch: BatchExport): Promise<void> {
      const response = await apiDownload(batch.file ?? '', { token });
      downloadFile({
        blob: await response.blob(),
        fileName: `${batch.sheetName} - ${batch.region.toUpperCase()}.zip`,
      });
    },
  };
}
