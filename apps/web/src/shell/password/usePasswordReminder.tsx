import { Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenPasswordDialog } from './PasswordDialogContext';

/**
 * The reminder after a login with a password the admin set or reset (the server says
 * `passwordChangeRecommended`); its button opens the password dialog.
 */
export function usePasswordReminder(): () => void {
  const { t } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const openDialog = useOpenPasswordDialog();
  return useCallback(() => {
    enqueueSnackbar(t('auth.passwordChangeRecommended'), {
      variant: 'warning',
      action: (key) => (
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            closeSnackbar(key);
            openDialog();
          }}
        >
          {t('nav.changePassword')}
        </Button>
      ),
    });
  }, [t, enqueueSnackbar, closeSnackbar, openDialog]);
}
