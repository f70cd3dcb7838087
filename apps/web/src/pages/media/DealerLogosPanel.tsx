import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
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
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBase } from '../../api/client';
import { type DealerLogo, useAllDealerLogos, useDeleteDealerLogo } from '../../api/dealerLogos';
import { useAuth, useAuthStore } from '../../auth/AuthContext';
import { loadDealerLogos } from '../../auth/authApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToasts } from '../../shell/useToasts';
import { DealerLogoForm } from './DealerLogoForm';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Admins: every dealer's logos by dealer number and brand, upload or replace, delete. */
export function DealerLogosPanel() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const logos = useAllDealerLogos();
  const remove = useDeleteDealerLogo();
  const store = useAuthStore();
  const { user } = useAuth();
  const [filter, setFilter] = useState('');
  const [deleting, setDeleting] = useState<DealerLogo | null>(null);

  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    return (logos.data ?? [])
      .filter((logo) => `${logo.hnr} ${logo.brand}`.toLowerCase().includes(term))
      .sort((a, b) => a.hnr.localeCompare(b.hnr) || a.brand.localeCompare(b.brand));
  }, [logos.data, filter]);

  const doDelete = (logo: DealerLogo) =>
    remove.mutate(logo, {
      onSuccess: () => {
        enqueueSnackbar(t('media.logos.deleted'), { variant: 'success' });
        if (user?.hnr !== null && user?.hnr !== undefined && String(user.hnr) === logo.hnr) {
          void loadDealerLogos(store);
        }
      },
      onError: (error) =>
        enqueueSnackbar(t('media.logos.deleteFailed', { message: messageOf(error) }), {
          variant: 'error',
        }),
    });

  return (
    <Box>
      <DealerLogoForm />
      <TextField
        type="search"
        size="small"
        label={t('media.logos.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ mb: 2, minWidth: 260 }}
      />
      {logos.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
      {logos.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      )}
      {logos.isSuccess && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('media.logos.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('media.logos.preview')}</TableCell>
                <TableCell>{t('media.logos.hnr')}</TableCell>
                <TableCell>{t('media.logos.brand')}</TableCell>
                <TableCell>{t('media.details.pixels')}</TableCell>
                <TableCell sx={{ width: 80 }}>{t('media.logos.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{t('media.logos.empty')}</TableCell>
                </TableRow>
              )}
              {shown.map((logo) => (
                <TableRow key={logo.id} hover>
                  <TableCell>
                    <img
                      src={`${apiBase}${logo.contentUrl}`}
                      alt={t('media.logos.alt', { hnr: logo.hnr, brand: logo.brand })}
                      style={{ height: 40, maxWidth: 160, objectFit: 'contain' }}
                    />
                  </TableCell>
                  <TableCell>{logo.hnr}</TableCell>
                  <TableCell>{logo.brand}</TableCell>
                  <TableCell>
                    {logo.width && logo.height ? `${logo.width} × ${logo.height}` : '–'}
                  </TableCell>
                  <TableCell>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={t('media.logos.deleteNamed', {
                        hnr: logo.hnr,
                        brand: logo.brand,
                      })}
                      onClick={() => setDeleting(logo)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('media.logos.deleteTitle')}
        text={t('media.logos.confirmDelete', {
          hnr: deleting?.hnr ?? '',
          brand: deleting?.brand ?? '',
        })}
        confirmLabel={t('media.details.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && doDelete(deleting)}
      />
    </Box>
  );
}
