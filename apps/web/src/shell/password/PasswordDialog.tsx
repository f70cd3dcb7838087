import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth, useAuthStore } from '../../auth/AuthContext';
import { changePassword } from '../../auth/passwordApi';
import { useToasts } from '../useToasts';
import { emptyPasswordForm, type PasswordForm, passwordFormSchema } from './passwordSchema';
import { closePasswordReminder } from './usePasswordReminder';

/** SPEC section 9: the password dialog is 500 wide (narrower screens get their full width). */
const dialogWidth = 500;

type MessageKey = 'password.oldRequired' | 'password.tooShort' | 'password.mismatch';
const messageKeys: readonly string[] = [
  'password.oldRequired',
  'password.tooShort',
  'password.mismatch',
] satisfies MessageKey[];

function isMessageKey(message: string | undefined): message is MessageKey {
  return message !== undefined && messageKeys.includes(message);
}

interface PasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Old, new and repeated password; Save stays disabled until the form is valid. */
export function PasswordDialog({ open, onClose }: PasswordDialogProps) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const store = useAuthStore();
  const { enqueueSnackbar, closeSnackbar } = useToasts();
  const titleId = useId();
  const { register, handleSubmit, formState, reset, setFocus } = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: emptyPasswordForm,
    mode: 'onChange',
  });
  const { errors, isValid, isSubmitting, isSubmitted, dirtyFields } = formState;
  // The repeat is re-checked whenever the new password changes, but only complained about once
  // the user has typed in it.
  const repeatError = dirtyFields.repeatPassword || isSubmitted ? errors.repeatPassword : undefined;

  const close = () => {
    reset(emptyPasswordForm);
    onClose();
  };

  const save = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      // The change ends every earlier token; carry on with the one it answers.
      store.signIn(await changePassword(token, oldPassword, newPassword));
      closePasswordReminder(closeSnackbar);
      enqueueSnackbar(t('password.changed'), { variant: 'success' });
      close();
    } catch {
      // The form already rules out a short password, so a refusal means a wrong old password.
      enqueueSnackbar(t('password.wrong'), { variant: 'error' });
    }
  });

  const helper = (error: FieldError | undefined) =>
    isMessageKey(error?.message) ? t(error.message) : undefined;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { width: dialogWidth, maxWidth: 'calc(100% - 32px)' } },
        // autoFocus alone loses against focus moves of a closing drawer or menu; a user who is
        // already typing in a field keeps their place.
        transition: {
          onEntered: () => {
            if (!(document.activeElement instanceof HTMLInputElement)) setFocus('oldPassword');
          },
        },
      }}
    >
      <form onSubmit={save} noValidate>
        <DialogTitle id={titleId}>{t('password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('password.old')}
              type="password"
              autoComplete="current-password"
              autoFocus
              error={Boolean(errors.oldPassword)}
              helperText={helper(errors.oldPassword)}
              {...register('oldPassword')}
            />
            <TextField
              label={t('password.new')}
              type="password"
              autoComplete="new-password"
              error={Boolean(errors.newPassword)}
              helperText={helper(errors.newPassword)}
              {...register('newPassword', { deps: ['repeatPassword'] })}
            />
            <TextField
              label={t('password.repeat')}
              type="password"
              autoComplete="new-password"
              error={Boolean(repeatError)}
              helperText={helper(repeatError)}
              {...register('repeatPassword')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('password.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {t('password.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
