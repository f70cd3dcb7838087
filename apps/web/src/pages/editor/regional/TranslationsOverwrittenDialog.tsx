import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface TranslationsOverwrittenDialogProps {
  /** The server's refusal, which names the texts the save would have replaced; null: closed. */
  message: string | null;
  onClose(): void;
  onUpdate(): void;
}

/**
 * A copy's save the server refused because it would put the master's texts over translations.
 * Reloading (the stale-version answer) would not help here; "Update from master" is the way
 * that takes the master's changes and keeps the translations.
 */
export function TranslationsOverwrittenDialog({
  message,
  onClose,
  onUpdate,
}: TranslationsOverwrittenDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>{t('editor.masterUpdate.overwrittenTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('editor.masterUpdate.overwrittenText')}</DialogContentText>
        {/* The server's own words: they name the texts (in English, as the API answers). */}
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {message}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('editor.masterUpdate.keepEditing')}</Button>
        <Button variant="contained" onClick={onUpdate}>
          {t('editor.masterUpdate.update')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
