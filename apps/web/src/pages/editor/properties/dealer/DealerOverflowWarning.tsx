import { Alert } from '@mui/material';
import type { Element } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useEditor } from '../../editorApi';

/**
 * The dealer's own text runs out of its box, from the live layout: said beside the field,
 * because the server refuses to export it. A box that shrinks its text to fit overflows, and
 * is refused, only when the text does not fit even at its minimum size.
 */
export function DealerOverflowWarning({ element }: { element: Element }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { preflight } = useEditor();
  const overflow = preflight.find(
    (finding) => finding.elementId === element.id && finding.check === 'overflow',
  );
  if (overflow === undefined || overflow.check !== 'overflow') return null;
  const height = new Intl.NumberFormat(language.iso, { maximumFractionDigits: 1 }).format(
    overflow.overflowHeight,
  );
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {t('preflight.dealerOverflow', { height })}
    </Alert>
  );
}
