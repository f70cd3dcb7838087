import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { applyMasterUpdate, fetchMasterUpdate } from '../../../api/masterUpdate';
import type { SheetDocument } from '../../../api/sheetDocument';
import { useAuth } from '../../../auth/AuthContext';
import { namesOfJson, textKeyLabel } from './textKeyLabel';

/** After an update: texts with the master's words, and translations of a text that changed. */
export interface LeftToTranslate {
  untranslated: string[];
  outdated: string[];
}

interface MasterUpdateDialogProps {
  copyId: number;
  /** The designer holds unsaved changes the update replaces (offered after a refused save). */
  discardsChanges: boolean;
  onClose(): void;
  /** Saved: the updated copy, and the texts its translator still has to look at. */
  onUpdated(copy: SheetDocument, left: LeftToTranslate): void;
}

/**
 * One group of the preview. The kept translations are many on a translated sheet and need no
 * action, so they run as one line; the groups that do need a look get a line per text.
 */
function KeyList({
  title,
  keys,
  inline = false,
}: {
  title: string;
  keys: readonly { key: string; label: string }[];
  inline?: boolean;
}) {
  if (keys.length === 0) return null;
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {inline ? (
        <Typography variant="body2">{keys.map((item) => item.label).join(', ')}</Typography>
      ) : (
        <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3 }}>
          {keys.map((item) => (
            <li key={item.key}>{item.label}</li>
          ))}
        </Typography>
      )}
    </>
  );
}

/**
 * "Update from master", shown before it is saved: what the merge keeps, what it keeps although
 * the master's text changed since, what is new and untranslated, and what goes.
 */
export function MasterUpdateDialog({
  copyId,
  discardsChanges,
  onClose,
  onUpdated,
}: MasterUpdateDialogProps) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useQuery({
    queryKey: ['masterUpdate', copyId],
    queryFn: ({ signal }) => fetchMasterUpdate(copyId, token, signal),
    gcTime: 0,
  });

  const confirm = async () => {
    if (!preview.data) return;
    setSaving(true);
    setError(null);
    try {
      const copy = await applyMasterUpdate(copyId, preview.data, token);
      onUpdated(copy, { untranslated: preview.data.untranslated, outdated: preview.data.outdated });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 409
          ? failure.message
          : t('editor.masterUpdate.failed'),
      );
      if (failure instanceof ApiError && failure.status === 409) void preview.refetch();
    } finally {
      setSaving(false);
    }
  };

  const data = preview.data;
  // Keys of names (variants, dealer labels) read as "Variant: 17 inch", named as merged.
  const names = useMemo(() => (data ? namesOfJson(data.data) : undefined), [data]);
  const labels = (keys: readonly string[]) =>
    keys.map((key) => ({ key, label: textKeyLabel(t, key, names) }));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('editor.masterUpdate.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('editor.masterUpdate.dialogIntro')}</DialogContentText>
        {preview.isPending && (
          <CircularProgress sx={{ mt: 2 }} aria-label={t('editor.masterUpdate.loading')} />
        )}
        {preview.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('editor.masterUpdate.failed')}
          </Alert>
        )}
        {data && (
          <>
            <KeyList
              title={t('editor.masterUpdate.kept', { count: data.kept.length })}
              keys={labels(data.kept)}
              inline
            />
            <KeyList
              title={t('editor.masterUpdate.outdated', { count: data.outdated.length })}
              keys={labels(data.outdated)}
            />
            <KeyList
              title={t('editor.masterUpdate.untranslated', { count: data.untranslated.length })}
              keys={labels(data.untranslated)}
            />
            <KeyList
              title={t('editor.masterUpdate.removed', { count: data.removed.length })}
              keys={data.removed.map((name) => ({ key: name, label: name }))}
            />
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('editor.masterUpdate.locks')}
            </Alert>
            {discardsChanges && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {t('editor.masterUpdate.discards')}
              </Alert>
            )}
          </>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('editor.masterUpdate.cancel')}</Button>
        <Button variant="contained" disabled={!data || saving} onClick={() => void confirm()}>
          {t('editor.masterUpdate.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
