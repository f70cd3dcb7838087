import { Alert } from '@mui/material';
import type { Element } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';

/**
 * Characters of the element's text that no font has (preflight's missingGlyphs, from the live
 * layout), named beside the field: they would print as empty boxes, so the server refuses to
 * export the sheet until they are gone. `dealer` speaks to a dealer about their own text.
 */
export function MissingGlyphsWarning({
  element,
  dealer = false,
}: {
  element: Element;
  dealer?: boolean;
}) {
  const { t } = useTranslation();
  const { preflight } = useEditor();
  const finding = preflight.find(
    (found) => found.elementId === element.id && found.check === 'missingGlyphs',
  );
  if (finding === undefined || finding.check !== 'missingGlyphs') return null;
  // The characters themselves, as the server's refusal names them.
  const chars = finding.codePoints.map((codePoint) => String.fromCodePoint(codePoint)).join(' ');
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {t(dealer ? 'preflight.dealerMissingGlyphs' : 'preflight.fieldMissingGlyphs', { chars })}
    </Alert>
  );
}
