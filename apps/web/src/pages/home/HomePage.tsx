import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSheets } from '../../api/sheets';
import { SheetList } from './SheetList';

/**
 * The start page at `/` and `/{lang}`: the sheets the user may see. Category navigation and
 * search (SPEC section 2) build on this list.
 */
export function HomePage() {
  const { t } = useTranslation();
  const sheets = useSheets();

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('sheets.title')}
      </Typography>
      {sheets.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('sheets.loading')} />
        </Box>
      )}
      {sheets.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
      {sheets.isSuccess &&
        (sheets.data.length === 0 ? (
          <Typography color="text.secondary">{t('sheets.empty')}</Typography>
        ) : (
          <SheetList sheets={sheets.data} />
        ))}
    </>
  );
}
