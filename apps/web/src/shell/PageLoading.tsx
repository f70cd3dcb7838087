import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A centred spinner while a page's code or session is on its way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
