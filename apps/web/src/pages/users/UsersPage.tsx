import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  type UserAccount,
  type UserInput,
  useDeleteUser,
  useSaveUser,
  useUsers,
} from '../../api/users';
import { AdminOnly } from '../../components/AdminOnly';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { useToasts } from '../../shell/useToasts';
import { normalize } from '../home/search';
import { type CreatedDealer, DealerCreatedNotice } from './DealerCreatedNotice';
import { describeRoles } from './roleNames';
import { UserDialog } from './UserDialog';
import type { UserPreset } from './userForm';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function UserManagement() {
  const { t, i18n } = useTranslation();
  const to = useLocalizedPath();
  const { enqueueSnackbar } = useToasts();
  const users = useUsers();
  const save = useSaveUser();
  const remove = useDeleteUser();
  const [search, setSearch] = useState('');
  // undefined: no dialog; null: creating; an account: editing it.
  const [editing, setEditing] = useState<UserAccount | null | undefined>(undefined);
  const [preset, setPreset] = useState<UserPreset>('user');
  const [deleting, setDeleting] = useState<UserAccount | null>(null);
  // The dealer just created, offered their dealer profile until the notice is closed.
  const [createdDealer, setCreatedDealer] = useState<CreatedDealer | null>(null);

  // Each account with its roles in words ("Region admin · Czechia"), shown and searched.
  const described = useMemo(
    () =>
      (users.data ?? []).map((user) => ({
        user,
        roles: describeRoles(user.roles, user.hnr, t, i18n.language),
      })),
    [users.data, t, i18n.language],
  );
  const shown = useMemo(() => {
    const term = normalize(search);
    return described.filter(({ user, roles }) =>
      [user.username, user.hnr, roles, ...user.roles].some((text) =>
        normalize(text).includes(term),
      ),
    );
  }, [described, search]);

  const create = (kind: UserPreset) => {
    setPreset(kind);
    setEditing(null);
  };

  const onSave = (input: UserInput) => {
    const user = editing ?? null;
    save.mutate(
      { user, input },
      {
        onSuccess: () => {
          setEditing(undefined);
          const hnr = input.hnr.trim();
          // A new dealer: the notice says so and offers their profile, in place of a toast.
          if (user === null && hnr !== '') {
            setCreatedDealer({ username: input.username, hnr, roles: input.roles });
            return;
          }
          enqueueSnackbar(user ? t('users.updated') : t('users.created'), { variant: 'success' });
        },
        onError: (error) =>
          enqueueSnackbar(t('users.saveFailed', { message: messageOf(error) }), {
            variant: 'error',
          }),
      },
    );
  };

  if (users.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  if (users.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          type="search"
          size="small"
          label={t('users.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: 260, flex: 1 }}
        />
        <Button
          variant="outlined"
          startIcon={<StorefrontIcon />}
          onClick={() => create('dealer')}
          // On the page's grey the primary text falls short of 4.5:1; on paper it passes.
          sx={{ bgcolor: 'background.paper' }}
        >
          {t('users.createDealer')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => create('user')}>
          {t('users.create')}
        </Button>
      </Box>
      {createdDealer && (
        <DealerCreatedNotice dealer={createdDealer} onClose={() => setCreatedDealer(null)} />
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('pages.users')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('login.username')}</TableCell>
              <TableCell>{t('users.roles')}</TableCell>
              <TableCell>{t('users.dealerNumber')}</TableCell>
              <TableCell sx={{ width: 150 }}>{t('sheetOverview.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(({ user, roles }) => (
              <TableRow key={user.id} hover>
                <TableCell>{user.username}</TableCell>
                <TableCell>{roles}</TableCell>
                <TableCell>{user.hnr ?? ''}</TableCell>
                <TableCell>
                  <IconButton
                    size="small"
                    component={RouterLink}
                    to={to(`/exports?user=${user.id}`)}
                    aria-label={t('users.workNamed', { username: user.username })}
                  >
                    <ReceiptLongIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('users.editNamed', { username: user.username })}
                    onClick={() => setEditing(user)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('users.deleteNamed', { username: user.username })}
                    onClick={() => setDeleting(user)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing !== undefined && (
        <UserDialog
          user={editing}
          preset={preset}
          onClose={() => setEditing(undefined)}
          onSave={onSave}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('users.deleteTitle')}
        text={t('users.confirmDelete', { username: deleting?.username ?? '' })}
        confirmLabel={t('sheetOverview.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => enqueueSnackbar(t('users.deleted'), { variant: 'success' }),
            onError: (error) =>
              enqueueSnackbar(t('users.deleteFailed', { message: messageOf(error) }), {
                variant: 'error',
              }),
          });
        }}
      />
    </>
  );
}

/** /users: accounts with roles and dealer numbers; admins create, edit, delete and set passwords. */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('pages.users')}
      </Typography>
      <AdminOnly>
        <UserManagement />
      </AdminOnly>
    </>
  );
}
