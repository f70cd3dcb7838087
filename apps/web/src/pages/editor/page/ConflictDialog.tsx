import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A save answered 409: someone else saved first. Reloading takes their version. */
export function ConflictDialog({
  open,
  onReload,
  onClose,
}: {
  open: boolean;
  onReload(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('editor.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('editor.conflict.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('editor.conflict.keep')}</Button>
        <Button variant="contained" onClick={onReload}>
          {t('editor.conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
