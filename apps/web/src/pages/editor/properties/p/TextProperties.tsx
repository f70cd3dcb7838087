import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import {
  DEALER_PROFILE_FIELDS,
  DEFAULT_FONT_SIZE,
  type DealerProfileField,
  type ElementOf,
} from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { Section } from '../common/Section';
import { TypographyFields } from '../common/TypographyFields';
import { useElementEdit } from '../editing';
import { NumberField } from '../fields/NumberField';
import { RichTextField } from '../fields/RichTextField';

/**
 * A text element: its rich text, base font size, shrink-to-fit, hyphenation and runt control,
 * and the dealer-profile field that fills it for each dealer (the text above stays for readers
 * without a profile).
 */
export function TextProperties({ element }: { element: ElementOf<'p'> }) {
  const { t } = useTranslation();
  const { edit, replace, shown } = useElementEdit(element);
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
      <TypographyFields config={config} onChange={(patch) => edit(patch)} />
      <TextField
        select
        size="small"
        label={t('editorPanels.fields.profileField')}
        helperText={t('editorPanels.profileFields.hint')}
        value={config.profileField ?? ''}
        onChange={(event) => {
          const field = event.target.value as DealerProfileField | '';
          if (field !== '') edit({ profileField: field }, t('editorPanels.undo.edit'));
          else replace(({ profileField: _unbound, ...rest }) => rest, t('editorPanels.undo.edit'));
        }}
      >
        <MenuItem value="">{t('editorPanels.profileFields.none')}</MenuItem>
        {DEALER_PROFILE_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {t(`editorPanels.profileFields.${field}`)}
          </MenuItem>
        ))}
      </TextField>
    </Section>
  );
}
