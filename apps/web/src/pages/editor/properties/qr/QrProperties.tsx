import type { ElementOf } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { ProfileFieldSelect } from '../common/ProfileFieldSelect';
import { Section } from '../common/Section';
import { useElementEdit } from '../editing';
import { CommitTextField } from '../fields/CommitTextField';
import { NumberField } from '../fields/NumberField';

/**
 * A QR code: what it holds (a URL or text), the dealer-profile field that fills it for each
 * dealer (their website), and its quiet zone. Its size is the box's; its colour the text colour.
 */
export function QrProperties({ element }: { element: ElementOf<'qr'> }) {
  const { t } = useTranslation();
  const { edit, replace, shown } = useElementEdit(element);
  const config = shown.config;
  return (
    <Section title={t('editorPanels.sections.qr')}>
      <CommitTextField
        label={t('editorPanels.fields.qrContent')}
        helperText={t('editorPanels.qr.contentHint')}
        value={config.content}
        multiline
        onCommit={(content) => edit({ content: content.trim() }, t('editorPanels.undo.edit'))}
      />
      <ProfileFieldSelect
        value={config.profileField}
        helperText={t('editorPanels.qr.profileHint')}
        onChange={(field) => {
          if (field !== undefined) edit({ profileField: field }, t('editorPanels.undo.edit'));
          else replace(({ profileField: _unbound, ...rest }) => rest, t('editorPanels.undo.edit'));
        }}
      />
      <NumberField
        label={t('editorPanels.fields.quietZone')}
        value={config.quietZone}
        step={1}
        onCommit={(quietZone) => edit({ quietZone: Math.round(quietZone) })}
      />
    </Section>
  );
}
