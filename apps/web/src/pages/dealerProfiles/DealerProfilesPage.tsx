import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { REGIONS, type Region } from '@pms/sheet/regions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  useCreateDealerProfile,
  useDealerProfiles,
  useSaveDealerProfile,
} from '../../api/dealerProfiles';
import { useAuth } from '../../auth/AuthContext';
import { isAdmin, isRegionAdmin } from '../../auth/roles';
import { useToasts } from '../../shell/useToasts';
import { ProfileForm } from './ProfileForm';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Admins create the profile of a dealer number; its details are filled in after. */
function NewProfile({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const create = useCreateDealerProfile();
  const [hnr, setHnr] = useState('');
  const [region, setRegion] = useState<Region>('cz');
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { hnr: hnr.trim(), region },
          {
            onSuccess: (profile) => {
              setHnr('');
              onCreated(profile.id);
            },
            onError: (error) => enqueueSnackbar(messageOf(error), { variant: 'error' }),
          },
        );
      }}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}
    >
      <TextField
        size="small"
        label={t('dealerProfiles.hnr')}
        value={hnr}
        onChange={(event) => setHnr(event.target.value)}
        sx={{ width: 140 }}
      />
      <TextField
        select
        size="small"
        label={t('dealerProfiles.region')}
        value={region}
        // The menu offers only REGIONS; the create body's region is one of them.
        onChange={(event) => setRegion(REGIONS.find((code) => code === event.target.value) ?? 'cz')}
        sx={{ width: 110 }}
      >
        {REGIONS.map((code) => (
          <MenuItem key={code} value={code}>
            {code.toUpperCase()}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        startIcon={<AddIcon />}
        disabled={hnr.trim() === '' || create.isPending}
      >
        {t('dealerProfiles.create')}
      </Button>
    </Box>
  );
}

/**
 * Dealer profiles: per dealer number the details that fill the texts a designer bound to them.
 * Admins keep every profile; a dealer keeps their own; a region admin reads their region's.
 */
export function DealerProfilesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { enqueueSnackbar } = useToasts();
  const profiles = useDealerProfiles();
  const save = useSaveDealerProfile();
  // `?profile=3` opens that profile: the users page links a new dealer's profile so.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<number | null>(() => Number(params.get('profile')) || null);
  const admin = isAdmin(user);
  const readOnly = !admin && isRegionAdmin(user);
  const list = profiles.data ?? [];
  const profile = list.find((p) => p.id === chosen) ?? list[0];
  // A dealer has one profile: the form alone, at a readable width.
  const showList = list.length > 1 || admin || readOnly;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {showList ? t('dealerProfiles.title') : t('dealerProfiles.ownEntry')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dealerProfiles.intro')}
      </Typography>
      {profiles.isPending && <CircularProgress aria-label={t('dealerProfiles.title')} />}
      {profiles.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
      {profiles.data && list.length === 0 && (
        <Typography color="text.secondary">{t('dealerProfiles.none')}</Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { md: showList ? '280px 1fr' : 'minmax(0, 560px)' },
        }}
      >
        {showList && (
          <Paper variant="outlined" sx={{ p: 1, alignSelf: 'start' }}>
            <List dense aria-label={t('dealerProfiles.title')}>
              {list.map((p) => (
                // A list holds list items: the button inside one, not in place of it.
                <ListItem key={p.id} disablePadding>
                  <ListItemButton
                    selected={p.id === profile?.id}
                    aria-current={p.id === profile?.id ? 'true' : undefined}
                    onClick={() => setChosen(p.id)}
                  >
                    <ListItemText
                      primary={p.name || p.hnr}
                      secondary={`${p.hnr} · ${p.region.toUpperCase()}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            {admin && <NewProfile onCreated={setChosen} />}
          </Paper>
        )}
        {profile && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h2" variant="subtitle1" sx={{ mb: 2 }}>
              {t('dealerProfiles.of', { hnr: profile.hnr })}
            </Typography>
            <ProfileForm
              // A fresh form per profile and per saved version.
              key={`${profile.id}:${profile.version}`}
              profile={profile}
              readOnly={readOnly}
              saving={save.isPending}
              onSave={(fields) =>
                save.mutate(
                  { profile, fields },
                  {
                    onSuccess: () =>
                      enqueueSnackbar(t('dealerProfiles.saved'), { variant: 'success' }),
                    onError: (error) => enqueueSnackbar(messageOf(error), { variant: 'error' }),
                  },
                )
              }
            />
          </Paper>
        )}
      </Box>
    </Box>
  );
}
