import { Alert, Button } from '@mui/material';
import type { Element, ElementOf } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { useElementEdit } from './editing';

/** Warns when the element's content does not fit its box, offering shrink-to-fit for text. */
export function OverflowWarning({ element }: { element: Element }) {
  const { t } = useTranslation();
  const { overflow } = useEditor();
  if (overflow.get(element.id) !== true) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={element.type === 'p' ? <ShrinkToFitButton element={element} /> : undefined}
    >
      {t('editorPanels.overflow.text')}
    </Alert>
  );
}

function ShrinkToFitButton({ element }: { element: ElementOf<'p'> }) {
  const { t } = useTranslation();
  const { edit, shown } = useElementEdit(element);
  if (shown.config.shrinkToFit === true) return null;
  return (
    <Button color="inherit" size="small" onClick={() => edit({ shrinkToFit: true })}>
      {t('editorPanels.overflow.shrink')}
    </Button>
  );
}
