import { Alert, type AlertColor, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../routes/useLocalizedPath';

/**
 * What the designer's address shows instead of a sheet (none with that id, not allowed, not
 * loaded), with the way back to the overview: the designer has no menu of its own to leave by.
 */
export function EditorNotice({ severity, text }: { severity: AlertColor; text: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Alert
      severity={severity}
      sx={{ m: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={to('/')}>
          {t('errors.backToOverview')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
