import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FontFamily,
  useCreateFontFamily,
  useDeleteFontFamily,
  useFontFamilies,
} from '../../api/fonts';
import { useToasts } from '../../shell/useToasts';
import { BrandFontCard } from './BrandFontCard';
import { FontFamilyDeleteDialog } from './FontFamilyDeleteDialog';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Admins: brand font families (issue #19). A family gets its four faces as TTF/OTF files and is
 * assigned to brands (ci); their sheets are then set in it in the designer and every export.
 */
export function BrandFontsPanel() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const families = useFontFamilies();
  const create = useCreateFontFamily();
  const remove = useDeleteFontFamily();
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<FontFamily | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    create.mutate(name.trim(), {
      onSuccess: () => {
        enqueueSnackbar(t('media.fonts.created'), { variant: 'success' });
        setName('');
      },
      onError: (error) =>
        enqueueSnackbar(t('media.fonts.createFailed', { message: messageOf(error) }), {
          variant: 'error',
        }),
    });
  };

  const doDelete = (family: FontFamily) =>
    remove.mutate(family, {
      onSuccess: () => enqueueSnackbar(t('media.fonts.deleted'), { variant: 'success' }),
      onError: (error) =>
        enqueueSnackbar(t('media.fonts.deleteFailed', { message: messageOf(error) }), {
          variant: 'error',
        }),
    });

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('media.fonts.intro')}
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        aria-label={t('media.fonts.formLabel')}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          size="small"
          label={t('media.fonts.familyName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          sx={{ width: 280 }}
        />
        <Button type="submit" variant="contained" disabled={name.trim() === '' || create.isPending}>
          {t('media.fonts.create')}
        </Button>
      </Box>
      {families.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
      {families.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      )}
      {families.isSuccess && families.data.length === 0 && (
        <Typography>{t('media.fonts.empty')}</Typography>
      )}
      <Stack spacing={2}>
        {(families.data ?? []).map((family) => (
          <Paper key={family.id} variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {family.name}
              </Typography>
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => setDeleting(family)}
                aria-label={t('media.fonts.deleteNamed', { name: family.name })}
              >
                {t('media.fonts.delete')}
              </Button>
            </Box>
            <BrandFontCard family={family} />
          </Paper>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('media.fonts.fallbackNote')}
      </Typography>
      <FontFamilyDeleteDialog
        family={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={doDelete}
      />
    </Box>
  );
}
