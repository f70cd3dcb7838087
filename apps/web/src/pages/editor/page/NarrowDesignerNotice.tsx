import { Alert } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Said once to a designer on a phone or tablet: the designer keeps working there, but its
 * columns leave the page small, and dealers see a form instead (so a designer testing the
 * dealer's view on a phone knows what dealers get).
 */
export function NarrowDesignerNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      severity="info"
      onClose={() => setOpen(false)}
      closeText={t('dealerForm.close')}
      sx={{ borderRadius: 0, py: 0 }}
    >
      {t('dealerForm.narrowDesigner')}
    </Alert>
  );
}
