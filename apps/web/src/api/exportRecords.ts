import { ExportRecordAnswer } from '@pms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiDownload, apiFetch } from './client';
import { type ExportedFile, parsePreflight } from './exports';
import { hydraCollection } from './hydra';

/** One export the user made (`/api/export_records`), enough to make the file again. */
export const exportRecordSchema = ExportRecordAnswer.pick({
  '@id': true,
  id: true,
  sheet: true,
  sheetName: true,
  sheetVersion: true,
  format: true,
  page: true,
  file: true,
  created: true,
}).extend({
  pdf: ExportRecordAnswer.shape.pdf.default('print'),
  dealerValues: ExportRecordAnswer.shape.dealerValues.default({}),
});

export type ExportRecord = z.infer<typeof exportRecordSchema>;

export const exportRecordKeys = {
  all: ['exportRecords'] as const,
  of: (userId: number | null) => ['exportRecords', userId ?? 'me'] as const,
};

const collectionSchema = hydraCollection(exportRecordSchema)
  .required({ 'hydra:totalItems': true })
  .transform((page) => ({ records: page['hydra:member'], total: page['hydra:totalItems'] }));

/**
 * The user's own exports (or, for an admin, another user's), newest first: the last 100 are
 * enough for a list to pick from.
 */
export function useExportRecords(userId: number | null = null) {
  const { token } = useAuth();
  const user = userId === null ? '' : `&user=${userId}`;
  return useQuery({
    queryKey: exportRecordKeys.of(userId),
    queryFn: async ({ signal }) =>
      collectionSchema.parse(
        await apiFetch(`/api/export_records?itemsPerPage=100${user}`, { token, signal }),
      ),
    enabled: token !== null,
  });
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  return fallback;
}

/** Renders an earlier export again on the server, from the sheet as it was then. */
export async function downloadAgain(
  record: ExportRecord,
  token: string | null,
): Promise<ExportedFile> {
  const response = await apiDownload(record.file, { token });
  return {
    blob: await response.blob(),
    fileName: fileNameOf(
      response.headers.get('content-disposition'),
      `${record.sheetName}.${record.format}`,
    ),
    preflight: parsePreflight(response.headers.get('x-preflight')),
  };
}
