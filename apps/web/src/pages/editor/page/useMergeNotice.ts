import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../shell/useToasts';
import type { MergeNotice } from '../state/saveFlow';
import { noticeChanges } from '../state/saveMerge';
import { changesText, savedByKey } from './conflictText';

/** What a merged save tells the user: what came from the other side, and where the rest is. */
export function mergeNoticeText(t: TFunction, notice: MergeNotice): string {
  const { suffix, name } = savedByKey(notice.savedBy);
  const changes = noticeChanges(notice.changes);
  const parts = [
    changes.length > 0
      ? t(`editor.conflict.merged${suffix}`, { name, changes: changesText(t, changes) })
      : t('editor.save.updated'),
  ];
  if (notice.kept?.side === 'theirs') {
    parts.push(t(`editor.conflict.keptTheirs${suffix}`, { name, version: notice.kept.version }));
  } else if (notice.kept?.side === 'mine') {
    parts.push(t('editor.conflict.keptMine', { version: notice.kept.version }));
  }
  return parts.join(' ');
}

/** How long the notice shows: it names another person's work, more than a toast's 4 s to read. */
const NOTICE_MS = 12_000;

/** Shows a merged save's notice as the app's toast, for longer than most. */
export function useMergeNotice() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  return (notice: MergeNotice) =>
    enqueueSnackbar(mergeNoticeText(t, notice), { variant: 'info', autoHideDuration: NOTICE_MS });
}
