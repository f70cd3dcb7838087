import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserAccount, UserInput } from '../../api/users';
import { DealerRegionField, RoleFields } from './RoleFields';
import { formMessages, type UserForm, type UserPreset, userFormSchema } from './userForm';

interface UserDialogProps {
  /** The account to edit, or null to create one. */
  user: UserAccount | null;
  /** For a new account: any account, or a dealer (dealer number and region asked for). */
  preset?: UserPreset;
  onClose: () => void;
  onSave: (input: UserInput) => void;
}

/** Create or edit an account: username, roles, dealer number and an optional new password. */
export function UserDialog({ user, preset = 'user', onClose, onSave }: UserDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dealer = user === null && preset === 'dealer';
  const { control, handleSubmit, formState } = useForm<UserForm>({
    resolver: zodResolver(userFormSchema(user === null, dealer ? 'dealer' : 'user')),
    mode: 'onChange',
    defaultValues: {
      username: user?.username ?? '',
      roles: user?.roles ?? [],
      hnr: user?.hnr ?? '',
      password: '',
    },
  });
  // Messages are locale keys from the schema; an unknown one shows as it is.
  const message = (key: string | undefined) => {
    const known = formMessages.find((candidate) => candidate === key);
    return known ? t(known) : key;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit(onSave)} noValidate>
        <DialogTitle id={titleId}>
          {user
            ? t('users.editTitle', { username: user.username })
            : dealer
              ? t('users.createDealerTitle')
              : t('users.createTitle')}
        </DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
        >
          {dealer && <DialogContentText>{t('users.dealerIntro')}</DialogContentText>}
          <Controller
            name="username"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t('login.username')}
                required
                autoFocus
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            name="hnr"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t('users.dealerNumber')}
                required={dealer}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            name="password"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                type="password"
                autoComplete="new-password"
                label={user ? t('users.newPassword') : t('login.password')}
                required={user === null}
                error={Boolean(fieldState.error)}
                helperText={
                  message(fieldState.error?.message) ??
                  (user ? t('users.passwordHint') : t('users.reminderHint'))
                }
              />
            )}
          />
          <Controller
            name="roles"
            control={control}
            render={({ field, fieldState }) =>
              dealer ? (
                <DealerRegionField
                  roles={field.value}
                  error={message(fieldState.error?.message)}
                  onChange={field.onChange}
                />
              ) : (
                <RoleFields roles={field.value} onChange={field.onChange} />
              )
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid}>
            {t('password.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
