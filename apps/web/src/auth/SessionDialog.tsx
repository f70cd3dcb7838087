import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../api/failure';
import { useToasts } from '../shell/useToasts';
import { useAuth, useAuthStore } from './AuthContext';
import { loadDealerLogos, requestSession } from './authApi';
import { keepForNextStart } from './authStore';
import { leaveForOverview } from './leavePage';
import type { Session } from './session';

/**
 * The login that opens over the current page when the server ended the session (a request
 * with the token got 401). Nothing navigates, so the page keeps what was typed; once the same
 * user logged in, the token is replaced and waiting saves go through with it. Another user's
 * login does not take over this page: the previous user's unsent work stays on this device for
 * them, and the page starts afresh.
 */
export function SessionDialog() {
  const { t } = useTranslation();
  const store = useAuthStore();
  const { user, ended } = useAuth();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useToasts();
  const titleId = useId();
  const previous = user?.username ?? '';
  const [username, setUsername] = useState(previous);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [other, setOther] = useState<Session | null>(null);
  const [resumed, setResumed] = useState(0);

  // Each ended session asks afresh, for the user it belonged to.
  useEffect(() => {
    if (!ended) return;
    setUsername(previous);
    setPassword('');
    setError(null);
    setOther(null);
  }, [ended, previous]);

  // What failed while the session was ended (a page's data) loads again with the new token:
  // after the render that gave the queries their new token (this effect runs after the page's),
  // and only what failed, so a loaded sheet is not replaced under the user's edits.
  useEffect(() => {
    if (resumed === 0) return;
    void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
  }, [resumed, queryClient]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await requestSession({ username: username.trim(), password });
      if (session.user.username !== previous) {
        setOther(session);
        return;
      }
      store.signIn(session);
      setResumed((count) => count + 1);
      void loadDealerLogos(store);
      enqueueSnackbar(t('session.resumed'), { variant: 'success' });
    } catch (caught) {
      setError(
        failureOf(caught) === 'offline' ? t('session.unreachable') : t('session.loginFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  const continueAsOther = () => {
    if (!other) return;
    keepForNextStart(other);
    leaveForOverview();
  };

  return (
    <Dialog open={ended && user !== null} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('session.title')}</DialogTitle>
      {other ? (
        <>
          <DialogContent>
            <DialogContentText>
              {t('session.otherUser', { user: other.user.username, previous })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOther(null)}>{t('session.back')}</Button>
            <Button variant="contained" onClick={continueAsOther}>
              {t('session.continueAsOther', { user: other.user.username })}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={onSubmit}>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('session.text')}</DialogContentText>
              {error && <Alert severity="error">{error}</Alert>}
              <TextField
                label={t('login.username')}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                autoComplete="username"
                required
              />
              <TextField
                label={t('login.password')}
                type="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                autoFocus
                required
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('login.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
