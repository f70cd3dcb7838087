import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import {
  useCloneSheet,
  useDeleteRegionalSheet,
  useDeleteSheet,
  useSetSheetStatus,
} from '../../api/sheetMutations';
import type { SheetSummary } from '../../api/sheets';
import { useToasts } from '../../shell/useToasts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The table's actions with their toasts (SPEC sections 4 and 8). */
export function useSheetActions() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const setStatus = useSetSheetStatus();
  const clone = useCloneSheet();
  const remove = useDeleteSheet();
  const removeRegional = useDeleteRegionalSheet();

  const { mutate: mutateStatus } = setStatus;
  const { mutate: mutateClone } = clone;
  const { mutate: mutateRemove } = remove;
  const { mutate: mutateRemoveRegional } = removeRegional;
  // The same functions from render to render, so the table's memoized rows stay as they are.
  const handlers = useMemo(
    () => ({
      toggleStatus(sheet: SheetSummary) {
        const status = sheet.status === 'unlocked' ? 'locked' : 'unlocked';
        enqueueSnackbar(t('sheetOverview.changingStatus', { status: t(`status.${status}`) }), {
          variant: 'info',
        });
        mutateStatus(
          { sheet, status },
          {
            onSuccess: () =>
              enqueueSnackbar(t('sheetOverview.statusChanged'), { variant: 'success' }),
            onError: (error) =>
              enqueueSnackbar(
                error instanceof ApiError && error.status === 409
                  ? t('sheetOverview.statusConflict')
                  : t('sheetOverview.statusFailed', { message: messageOf(error) }),
                { variant: 'error' },
              ),
          },
        );
      },
      clone(sheet: SheetSummary) {
        mutateClone(sheet, {
          onSuccess: () => enqueueSnackbar(t('sheetOverview.cloned'), { variant: 'success' }),
          onError: (error) =>
            enqueueSnackbar(t('sheetOverview.cloneFailed', { message: messageOf(error) }), {
              variant: 'error',
            }),
        });
      },
      remove(sheet: SheetSummary) {
        mutateRemove(sheet, {
          onSuccess: () => enqueueSnackbar(t('sheetOverview.deleted'), { variant: 'success' }),
          onError: () => enqueueSnackbar(t('sheetOverview.deleteFailed'), { variant: 'error' }),
        });
      },
      removeRegional(masterId: number, copyId: number, region: string) {
        mutateRemoveRegional(
          { masterId, copyId, region },
          {
            onSuccess: () => enqueueSnackbar(t('sheetOverview.deleted'), { variant: 'success' }),
            onError: (error) =>
              enqueueSnackbar(
                error instanceof ApiError && error.status === 404
                  ? t('sheetOverview.regionalDeleteFailed', { region })
                  : t('sheetOverview.deleteFailed'),
                { variant: 'error' },
              ),
          },
        );
      },
    }),
    [t, enqueueSnackbar, mutateStatus, mutateClone, mutateRemove, mutateRemoveRegional],
  );
  return { busy: setStatus.isPending || clone.isPending, ...handlers };
}
