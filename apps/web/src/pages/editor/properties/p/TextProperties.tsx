import { FormControlLabel, Switch } from '@mui/material';
import { DEFAULT_FONT_SIZE, DEFAULT_MIN_FONT_SIZE, type ElementOf } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { FontFamilySelect } from '../common/FontFamilySelect';
import { ProfileFieldSelect } from '../common/ProfileFieldSelect';
import { Section } from '../common/Section';
import { TextLanguageSelect } from '../common/TextLanguageSelect';
import { TypographyFields } from '../common/TypographyFields';
import { useElementEdit } from '../editing';
import { NumberField } from '../fields/NumberField';
import { RichTextField } from '../fields/RichTextField';

/**
 * A text element: its rich text, base font size, shrink-to-fit and its minimum size, font family, hyphenation and runt control,
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
      {config.shrinkToFit === true && (
        // Below this the text overflows instead of shrinking on (and a dealer's is refused).
        <NumberField
          label={t('editorPanels.fields.minFontSize')}
          value={config.minFontSize ?? DEFAULT_MIN_FONT_SIZE}
          step={0.5}
          onCommit={(minFontSize) => edit({ minFontSize })}
        />
      )}
      <FontFamilySelect
        value={config.fontFamily}
        onChange={(family) => {
          if (family !== undefined) edit({ fontFamily: family }, t('editorPanels.undo.edit'));
          else replace(({ fontFamily: _own, ...rest }) => rest, t('editorPanels.undo.edit'));
        }}
      />
      <TextLanguageSelect
        value={config.language}
        onChange={(language) => {
          if (language !== undefined) edit({ language }, t('editorPanels.undo.edit'));
          else replace(({ language: _own, ...rest }) => rest, t('editorPanels.undo.edit'));
        }}
      />
      <TypographyFields config={config} onChange={(patch) => edit(patch)} />
      <ProfileFieldSelect
        value={config.profileField}
        helperText={t('editorPanels.profileFields.hint')}
        onChange={(field) => {
          if (field !== undefined) edit({ profileField: field }, t('editorPanels.undo.edit'));
          else replace(({ profileField: _unbound, ...rest }) => rest, t('editorPanels.undo.edit'));
        }}
      />
    </Section>
  );
}
