import { Alert } from '@mui/material';
import type { Element } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { webDefinitionOf } from '../elements/registry';

/** Warns when the element's content does not fit its box, offering what its type can do. */
export function OverflowWarning({ element }: { element: Element }) {
  const { t } = useTranslation();
  const { overflow } = useEditor();
  if (overflow.get(element.id) !== true) return null;
  const { OverflowAction } = webDefinitionOf(element);
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={OverflowAction ? <OverflowAction element={element} /> : undefined}
    >
      {t('editorPanels.overflow.text')}
    </Alert>
  );
}
