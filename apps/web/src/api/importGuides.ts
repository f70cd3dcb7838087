import { ImportGuide } from '@pms/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { apiDownload, apiRequest } from './client';
import { downloadFile } from './exports';
import { fileNameOf } from './imports';

export type { ImportGuide };

export type SampleFormat = 'csv' | 'xlsx';

/** GET /api/imports/templates/{id}: the columns an import into the template takes. */
export function useImportGuide(templateId: number | null) {
  const { token } = useAuth();
  return useQuery({
    queryKey: ['importGuide', templateId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/imports/templates/${templateId}`, ImportGuide, { token, signal }),
    enabled: templateId !== null && token !== null,
  });
}

/** GET .../sample.csv or .xlsx: the template's sample file as a download. */
export function useDownloadSample() {
  const { token } = useAuth();
  return useMutation({
    mutationFn: async (request: { templateId: number; format: SampleFormat }) => {
      const response = await apiDownload(
        `/api/imports/templates/${request.templateId}/sample.${request.format}`,
        { token },
      );
      const name = fileNameOf(
        response.headers.get('content-disposition'),
        `import sample.${request.format}`,
      );
      downloadFile({ blob: await response.blob(), fileName: name });
      return name;
    },
  });
}
