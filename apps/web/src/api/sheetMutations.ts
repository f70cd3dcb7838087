import { SheetAnswer } from '@pms/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { apiFetch, apiRequest } from './client';
import { type SheetSummary, sheetKeys } from './sheets';

const savedSheetSchema = SheetAnswer.pick({ id: true, version: true }).extend({
  status: SheetAnswer.shape.status.nullish(),
  modified: SheetAnswer.shape.modified.nullish(),
});

const fullSheetSchema = SheetAnswer.pick({
  name: true,
  /** JSON text (SPEC section 7). */
  data: true,
}).extend({
  details: SheetAnswer.shape.details.nullish(),
  category: SheetAnswer.shape.category.nullish(),
});

/** Changes the cached list in place: thousands of sheets need no reload for one change. */
function patchSheets(client: QueryClient, change: (sheets: SheetSummary[]) => SheetSummary[]) {
  client.setQueryData<SheetSummary[]>(sheetKeys.all, (sheets) => sheets && change(sheets));
}

/** PUT /api/sheets/{id} with only the status; a stale version answers 409. */
export function useSetSheetStatus() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sheet, status }: { sheet: SheetSummary; status: 'locked' | 'unlocked' }) =>
      apiRequest(`/api/sheets/${sheet.id}`, savedSheetSchema, {
        method: 'PUT',
        token,
        body: { status, version: sheet.version },
      }),
    onSuccess: (saved) =>
      patchSheets(client, (sheets) =>
        sheets.map((sheet) => (sheet.id === saved.id ? { ...sheet, ...saved } : sheet)),
      ),
  });
}

/** SPEC section 7 clone: the whole sheet posted again as " (Copy)", locked. */
export function useCloneSheet() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sheet: SheetSummary) => {
      const full = await apiRequest(`/api/sheets/${sheet.id}`, fullSheetSchema, { token });
      return apiRequest('/api/sheets', savedSheetSchema, {
        method: 'POST',
        token,
        body: {
          id: null,
          name: `${full.name} (Copy)`,
          details: full.details ?? '',
          status: 'locked',
          category: full.category,
          data: full.data,
        },
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: sheetKeys.all }),
  });
}

/** DELETE /api/sheets/{id}; its regional copies go with it. */
export function useDeleteSheet() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sheet: SheetSummary) =>
      apiFetch(`/api/sheets/${sheet.id}`, { method: 'DELETE', token }),
    onSuccess: (_answer, deleted) =>
      patchSheets(client, (sheets) => sheets.filter((sheet) => sheet.id !== deleted.id)),
  });
}

/** DELETE /api/regional_sheets/{id}: one regional copy of a master. */
export function useDeleteRegionalSheet() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ copyId }: { masterId: number; copyId: number; region: string }) =>
      apiFetch(`/api/regional_sheets/${copyId}`, { method: 'DELETE', token }),
    onSuccess: (_answer, { masterId, copyId }) =>
      patchSheets(client, (sheets) =>
        sheets.map((sheet) =>
          sheet.id === masterId
            ? {
                ...sheet,
                regionalSheets: sheet.regionalSheets.filter((copy) => copy.id !== copyId),
              }
            : sheet,
        ),
      ),
  });
}
