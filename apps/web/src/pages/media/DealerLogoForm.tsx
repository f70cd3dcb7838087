import { Autocomplete, Box, Button, LinearProgress, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dealerLogoKeys, suggestedBrands, uploadDealerLogo } from '../../api/dealerLogos';
import { useAuth, useAuthStore } from '../../auth/AuthContext';
import { loadDealerLogos } from '../../auth/authApi';
import { useToasts } from '../../shell/useToasts';
import { acceptAttribute, uploadFailureOf, uploadMessage } from './mediaFormat';

/**
 * Uploads the logo of a dealer number and brand; an existing logo of the pair is replaced.
 * When it is the admin's own dealer number, the session's logos are reloaded too.
 */
export function DealerLogoForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const client = useQueryClient();
  const store = useAuthStore();
  const { token, user } = useAuth();
  const [hnr, setHnr] = useState('');
  const [brand, setBrand] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const valid = hnr.trim() !== '' && brand.trim() !== '' && file !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !file) return;
    setPercent(0);
    try {
      await uploadDealerLogo(
        { hnr: hnr.trim(), brand: brand.trim().toLowerCase(), file },
        {
          token,
          onProgress: (loaded, total) => setPercent(Math.round((loaded / total) * 100)),
        },
      );
      enqueueSnackbar(t('media.logos.uploaded'), { variant: 'success' });
      setFile(null);
      await client.invalidateQueries({ queryKey: dealerLogoKeys.all });
      if (user?.hnr !== null && user?.hnr !== undefined && String(user.hnr) === hnr.trim()) {
        await loadDealerLogos(store);
      }
    } catch (error) {
      enqueueSnackbar(uploadMessage(uploadFailureOf(error), file.name, t), {
        variant: 'error',
      });
    } finally {
      setPercent(null);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={t('media.logos.formLabel')}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        size="small"
        label={t('media.logos.hnr')}
        value={hnr}
        onChange={(event) => setHnr(event.target.value)}
        sx={{ width: 180 }}
      />
      <Autocomplete
        freeSolo
        options={suggestedBrands}
        inputValue={brand}
        onInputChange={(_, value) => setBrand(value)}
        sx={{ width: 180 }}
        renderInput={(params) => (
          <TextField {...params} size="small" label={t('media.logos.brand')} />
        )}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button variant="outlined" onClick={() => input.current?.click()}>
          {t('media.logos.chooseFile')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptAttribute}
          aria-label={t('media.logos.chooseFile')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 220 }}>
          {file ? file.name : t('media.logos.noFile')}
        </Typography>
      </Box>
      <Button type="submit" variant="contained" disabled={!valid || percent !== null}>
        {t('media.logos.upload')}
      </Button>
      {percent !== null && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('media.upload.progressOf', { name: file?.name ?? '' })}
          sx={{ flexBasis: '100%' }}
        />
      )}
    </Box>
  );
}
