import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaObject } from '../../api/mediaObjects';
import { useToasts } from '../../shell/useToasts';
import { MediaLibrary } from './MediaLibrary';

export interface MediaPickerDialogProps {
  open: boolean;
  onClose(): void;
  /** The chosen image; the dialog does not close itself, the caller decides. */
  onSelect(media: MediaObject): void;
}

/**
 * The media library as a picker for the designer: search, filter, click an image to choose
 * it, or upload one, which is chosen at once. Imports nothing of the designer, so the
 * designer can load it lazily.
 */
export function MediaPickerDialog({ open, onClose, onSelect }: MediaPickerDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('media.picker.title')}</DialogTitle>
      <DialogContent>
        {open && (
          <MediaLibrary
            mode="pick"
            gridHeight="50vh"
            onActivate={onSelect}
            onUploaded={(media) => {
              enqueueSnackbar(t('media.picker.uploadedAndSelected'), { variant: 'success' });
              onSelect(media);
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
