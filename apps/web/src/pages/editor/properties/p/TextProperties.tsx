import { FormControlLabel, Switch } from '@mui/material';
import { DEFAULT_FONT_SIZE, type ElementOf } from '@pms/sheet';
import { useTranslation } from 'react-i18next';
import { Section } from '../common/Section';
import { useElementEdit } from '../editing';
import { NumberField } from '../fields/NumberField';
import { RichTextField } from '../fields/RichTextField';

/** A text element: its rich text, base font size and shrink-to-fit. */
export function TextProperties({ element }: { element: ElementOf<'p'> }) {
  const { t } = useTranslation();
  const { edit, shown } = useElementEdit(element);
  const config = shown.config;
  return (
    <Section title={t('editorPanels.sections.text')}>
      <RichTextField
        label={t('editorPanels.fields.text')}
        value={config.text}
        onCommit={(text) => edit({ text }, t('editorPanels.undo.text'))}
      />
      <NumberField
        label={t('editorPanels.fields.fontSize')}
        value={config.fontSize ?? DEFAULT_FONT_SIZE}
        step={0.5}
        onCommit={(fontSize) => edit({ fontSize })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={config.shrinkToFit ?? false}
            onChange={(event) => edit({ shrinkToFit: event.target.checked })}
          />
        }
        label={t('editorPanels.fields.shrinkToFit')}
      />
    </Section>
  );
}
