import { Button } from '@mui/material';
import type { ElementOf } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useElementEdit } from '../editing';

/** Offered when a text does not fit its box: shrinks it until it does. */
export function ShrinkToFitButton({ element }: { element: ElementOf<'p'> }) {
  const { t } = useTranslation();
  const { edit, shown } = useElementEdit(element);
  if (shown.config.shrinkToFit === true) return null;
  return (
    <Button color="inherit" size="small" onClick={() => edit({ shrinkToFit: true })}>
      {t('editorPanels.overflow.shrink')}
    </Button>
  );
}
