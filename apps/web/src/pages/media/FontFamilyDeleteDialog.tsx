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
import type { FontFamily } from '../../api/fonts';

interface Props {
  family: FontFamily | null;
  onConfirm: (family: FontFamily) => void;
  onClose: () => void;
}

/**
 * Asks before deleting a family. A family still set for brands cannot be deleted (the server
 * refuses too): the dialog names them and says what to do instead, with nothing to confirm.
 */
export function FontFamilyDeleteDialog({ family, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const cis = family?.cis ?? [];
  const inUse = cis.length > 0;
  const brands = new Intl.ListFormat(i18n.language, {
    type: 'conjunction',
  }).format(cis);
  return (
    <Dialog
      open={family !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>
        {inUse ? t('media.fonts.inUseTitle') : t('media.fonts.deleteTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {inUse
            ? t('media.fonts.inUse', { name: family?.name ?? '', cis: brands })
            : t('media.fonts.confirmDelete', { name: family?.name ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {family && !inUse && (
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              onConfirm(family);
              onClose();
            }}
          >
            {t('media.details.delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
