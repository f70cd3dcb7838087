import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { assignableRoles, type UserAccount, type UserInput } from '../../api/users';
import { type UserForm, userFormSchema } from './userForm';

interface UserDialogProps {
  /** The account to edit, or null to create one. */
  user: UserAccount | null;
  onClose: () => void;
  onSave: (input: UserInput) => void;
}

/** Create or edit an account: username, roles, dealer number and an optional new password. */
export function UserDialog({ user, onClose, onSave }: UserDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, handleSubmit, formState } = useForm<UserForm>({
    resolver: zodResolver(userFormSchema(user === null)),
    mode: 'onChange',
    defaultValues: {
      username: user?.username ?? '',
      roles: user?.roles ?? [],
      hnr: user?.hnr ?? '',
      password: '',
    },
  });
  // Messages are locale keys from the schema; an unknown one shows as it is.
  const message = (key: string | undefined) =>
    key === 'users.usernameRequired' || key === 'password.tooShort' ? t(key) : key;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit(onSave)} noValidate>
        <DialogTitle id={titleId}>
          {user ? t('users.editTitle', { username: user.username }) : t('users.createTitle')}
        </DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
        >
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
            render={({ field }) => <TextField {...field} label={t('users.dealerNumber')} />}
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
            render={({ field }) => (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">{t('users.roles')}</FormLabel>
                <FormGroup row>
                  {assignableRoles.map((role) => (
                    <FormControlLabel
                      key={role}
                      sx={{ minWidth: 170 }}
                      label={role}
                      control={
                        <Checkbox
                          checked={field.value.includes(role)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, role]
                                : field.value.filter((r) => r !== role),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </Box>
            )}
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
