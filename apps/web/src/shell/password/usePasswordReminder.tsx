import { Button } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toastKeys } from '../toasts';
import { useToasts } from '../useToasts';
import { useOpenPasswordDialog } from './PasswordDialogContext';

/**
 * The reminder after a login with a password the admin set or reset (the server says
 * `passwordChangeRecommended`); its button opens the password dialog. It is that login's one
 * toast, and logout or a changed password closes it (closePasswordReminder).
 */
export function usePasswordReminder(): () => void {
  const { t } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useToasts();
  const openDialog = useOpenPasswordDialog();
  return useCallback(() => {
    enqueueSnackbar(t('auth.passwordChangeRecommended'), {
      key: toastKeys.passwordReminder,
      preventDuplicate: true,
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

/** Closes the password reminder, if it is up: after logout or a changed password it is moot. */
export function closePasswordReminder(closeSnackbar: (key: string) => void): void {
  closeSnackbar(toastKeys.passwordReminder);
}
