import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { LoginRedirectState } from '../../auth/RequireAuth';
import { useLogin } from '../../auth/useAuthActions';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { usePasswordReminder } from '../../shell/password/usePasswordReminder';

function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state as LoginRedirectState;
  return typeof from === 'string' ? from : null;
}

/** Username and password; after a login the user goes back to where the guard stopped them. */
export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const localized = useLocalizedPath();
  const remindPasswordChange = usePasswordReminder();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    const session = await login({ username: username.trim(), password });
    setSubmitting(false);
    if (session) {
      if (session.passwordChangeRecommended) remindPasswordChange();
      await navigate(returnPathOf(location.state) ?? localized('/'), { replace: true });
    } else {
      setPassword('');
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 2, sm: 8 } }}>
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={3} component="form" onSubmit={onSubmit}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar sx={{ bgcolor: 'primary.main' }}>
                <LockOutlinedIcon />
              </Avatar>
              <Typography variant="h5" component="h1">
                {t('login.title')}
              </Typography>
            </Stack>
            <TextField
              label={t('login.username')}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              required
              autoFocus
              fullWidth
            />
            <TextField
              label={t('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {t('login.submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
