import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Alert, Button } from '@mui/material';
import { type DealerValue, dealerValueProblems, type Element } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useEditor } from '../../editorApi';
import { ImageSourceField } from '../common/ImageSourceField';
import { LineList } from '../fields/LineList';
import { RichTextField } from '../fields/RichTextField';
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

  switch (element.type) {
    case 'p':
      return (
        <>
          {tooLong}
          {overflows}
          <RichTextField
            label={textLabel ?? t('editorPanels.fields.text')}
            value={own?.text ?? element.config.text}
            onCommit={(text) => set({ text })}
          />
          {reset}
        </>
      );
    case 'ul': {
      const items = own?.items ?? element.config.items;
      return (
        <>
          {tooLong}
          {overflows}
          <LineList
            lines={items}
            lineLabel={(index) => t('editorPanels.lines.line', { number: index + 1 })}
            onChange={(next) => set({ items: next })}
            renderLine={(item, index) => (
              <RichTextField
                singleParagraph
                label={t('editorPanels.lines.line', { number: index + 1 })}
                value={item}
                onCommit={(html) =>
                  set({ items: items.map((old, i) => (i === index ? html : old)) })
                }
              />
            )}
          />
          <Button onClick={() => set({ items: [...items, t('editorPanels.lines.newLine')] })}>
            {t('editorPanels.lines.add')}
          </Button>
          {reset}
        </>
      );
    }
    case 'img':
      return (
        <>
          <ImageSourceField
            label={t('editorPanels.image.label')}
            contentUrl={own?.src?.contentUrl ?? element.config.src?.contentUrl ?? null}
            onSelect={(contentUrl) => set({ src: { contentUrl } })}
          />
          {reset}
        </>
      );
    default:
      // Logos come from the dealer's account, icons and tyre labels from the product data.
      return <Alert severity="info">{t('editorPanels.dealer.notContent')}</Alert>;
  }
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
