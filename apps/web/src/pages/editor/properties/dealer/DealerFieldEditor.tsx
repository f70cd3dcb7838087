import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Alert, Button } from '@mui/material';
import {
  type DealerValue,
  dealerValueProblems,
  definitionOf,
  type Element,
} from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useEditor } from '../../editorApi';
import { webDefinitionOf } from '../../elements/registry';
import { MissingGlyphsWarning } from '../MissingGlyphsWarning';
import { DealerOverflowWarning } from './DealerOverflowWarning';

/**
 * The content of one element editable for dealers (its text, list lines or image), kept as the
 * dealer's own value with the server's limits and the layout's overflow said beside it: the
 * desktop panel shows it for the selected element, the phone form for every field.
 */
export function DealerFieldEditor({
  element,
  textLabel,
}: {
  element: Element;
  /** The text box's accessible name; the panel's "Text" unless a form names each field. */
  textLabel?: string;
}) {
  const { t } = useTranslation();
  const { dealerValues, setDealerValue } = useEditor();
  const name = element.config.name;
  const own: DealerValue | undefined = Object.hasOwn(dealerValues, name)
    ? dealerValues[name]
    : undefined;
  const set = (value: DealerValue) => setDealerValue(name, value);
  const tooLong = own !== undefined && <TooLongWarning element={element} value={own} />;
  // Only the dealer's own text: the sheet's own overflow is the designer's to fix.
  const overflows = own !== undefined && <DealerOverflowWarning element={element} />;

  const reset = own !== undefined && (
    <Button
      startIcon={<RestartAltIcon />}
      sx={{ mt: 2 }}
      onClick={() => setDealerValue(name, null)}
    >
      {t('editorPanels.dealer.reset')}
    </Button>
  );

  const { DealerField } = webDefinitionOf(element);
  // The engine's definition says whether the type takes a dealer value, as it does for the
  // phone form; the designer's gives the field for it (its registry test keeps the two in step).
  if (definitionOf(element).dealerContent === null || DealerField === null) {
    return <Alert severity="info">{t('editorPanels.dealer.notContent')}</Alert>;
  }
  return (
    <>
      {tooLong}
      {overflows}
      {own !== undefined && <MissingGlyphsWarning element={element} dealer />}
      <DealerField element={element} own={own} set={set} textLabel={textLabel} />
      {reset}
    </>
  );
}

/**
 * The server's limit for a dealer's value, said before they try to export: a value longer than
 * its field takes is neither drawn nor exported (the engine keeps the field's own content).
 */
function TooLongWarning({ element, value }: { element: Element; value: DealerValue }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [problem] = dealerValueProblems([element], { [element.config.name]: value });
  if (problem === undefined) return null;
  const count = new Intl.NumberFormat(language.iso);
  const numbers = { length: count.format(problem.length), limit: count.format(problem.limit) };
  return (
    // Above the field: a pasted text too long for its box makes the field taller than the panel.
    <Alert severity="warning" sx={{ mb: 2 }}>
      {problem.kind === 'lines'
        ? t('editorPanels.dealer.tooManyLines', numbers)
        : t('editorPanels.dealer.tooLong', numbers)}
    </Alert>
  );
}
