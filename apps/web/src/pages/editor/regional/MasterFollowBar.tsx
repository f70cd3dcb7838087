import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMasterChanges } from '../../../api/masterUpdate';
import type { SheetDocument } from '../../../api/sheetDocument';
import { useAuth } from '../../../auth/AuthContext';
import { useToasts } from '../../../shell/useToasts';
import { changeWords } from './changeWords';
import { type LeftSnapshot, snapshotLeft, stillLeft } from './leftToTranslate';
import { MasterUpdateDialog } from './MasterUpdateDialog';
import { TranslationsOverwrittenDialog } from './TranslationsOverwrittenDialog';
import { textKeyLabel } from './textKeyLabel';

interface MasterFollowBarProps {
  document: SheetDocument;
  /** Unsaved changes: the update replaces the document, so they are saved first. */
  dirty: boolean;
  /** The update was saved: the designer takes this copy as its saved document. */
  onUpdated(copy: SheetDocument): void;
  /** A save refused for overwriting translations (the server's message), else null. */
  overwritten: string | null;
  onOverwrittenClose(): void;
}

/**
 * Above a regional copy's canvas, for those who keep it: "The master has changed since this
 * copy was made", what changed, and "Update from master"; after an update, the texts that
 * still wait for a translation. A save refused for overwriting translations offers the update.
 */
export function MasterFollowBar({
  document,
  dirty,
  onUpdated,
  overwritten,
  onOverwrittenClose,
}: MasterFollowBarProps) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const { enqueueSnackbar } = useToasts();
  // Opened from the refused save, the update replaces unsaved changes: the dialog says so.
  const [open, setOpen] = useState<'banner' | 'refusedSave' | null>(null);
  // What the last update left to the translator, named until dismissed (this session only);
  // each name goes as soon as the document's text differs from what the update left (an import).
  const [left, setLeft] = useState<LeftSnapshot | null>(null);
  const remaining = useMemo(
    () => (left ? stillLeft(left, document.data) : null),
    [left, document.data],
  );
  const untranslated = remaining?.untranslated ?? [];
  const outdated = remaining?.outdated ?? [];
  const changed = document.standing?.masterChanged === true;
  const changes = useQuery({
    queryKey: ['masterChanges', document.id, document.standing?.latestMasterVersion],
    queryFn: ({ signal }) => fetchMasterChanges(document.id, token, signal),
    enabled: changed,
  });
  const dialogs = (
    <>
      <TranslationsOverwrittenDialog
        message={overwritten}
        onClose={onOverwrittenClose}
        onUpdate={() => {
          onOverwrittenClose();
          setOpen('refusedSave');
        }}
      />
      {open && (
        <MasterUpdateDialog
          copyId={document.id}
          discardsChanges={open === 'refusedSave' && dirty}
          onClose={() => setOpen(null)}
          onUpdated={(copy, leftOver) => {
            setOpen(null);
            setLeft(snapshotLeft(leftOver, copy.data));
            enqueueSnackbar(t('editor.masterUpdate.done'), { variant: 'success' });
            onUpdated(copy);
          }}
        />
      )}
    </>
  );
  const anyLeft = untranslated.length + outdated.length > 0;
  // Variant and dealer label keys in words, with the names the updated copy has.
  const named = (keys: readonly string[]) =>
    keys.map((key) => textKeyLabel(t, key, document.data)).join(', ');
  if (!changed && !anyLeft) return dialogs;

  return (
    <Box sx={{ px: 2, pt: 1, flex: 'none', maxHeight: 180, overflow: 'auto' }}>
      {changed && (
        <Alert
          severity="warning"
          action={
            <Box sx={{ textAlign: 'right' }}>
              <Button
                color="inherit"
                size="small"
                disabled={dirty}
                onClick={() => setOpen('banner')}
              >
                {t('editor.masterUpdate.update')}
              </Button>
              {dirty && (
                <Typography variant="caption" component="p">
                  {t('editor.masterUpdate.saveFirst')}
                </Typography>
              )}
            </Box>
          }
        >
          <AlertTitle>{t('editor.masterUpdate.changed')}</AlertTitle>
          {changes.data && !changes.data.known && t('editor.masterUpdate.unknownChanges')}
          {changes.data && changes.data.changes.length > 0 && (
            <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
              {changes.data.changes.map((change) => (
                <li key={`${change.kind}:${change.element}:${change.page}`}>
                  {changeWords(t, change)}
                </li>
              ))}
            </Typography>
          )}
        </Alert>
      )}
      {!changed && anyLeft && (
        <Alert
          severity="info"
          onClose={() => setLeft(null)}
          slotProps={{ closeButton: { title: t('editor.masterUpdate.dismiss') } }}
        >
          {untranslated.length > 0 && (
            <div>{t('editor.masterUpdate.notTranslated', { names: named(untranslated) })}</div>
          )}
          {outdated.length > 0 && (
            <div>{t('editor.masterUpdate.checkAgain', { names: named(outdated) })}</div>
          )}
        </Alert>
      )}
      {dialogs}
    </Box>
  );
}
