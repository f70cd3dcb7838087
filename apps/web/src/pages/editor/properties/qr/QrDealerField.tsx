import { useTranslation } from 'react-i18next';
import type { DealerFieldProps } from '../../elements/definition';
import { CommitTextField } from '../fields/CommitTextField';

/** A dealer's URL or text for a QR code open to dealers. */
export function QrDealerField({ element, own, set, textLabel }: DealerFieldProps<'qr'>) {
  const { t } = useTranslation();
  return (
    <CommitTextField
      label={textLabel ?? t('editorPanels.fields.qrContent')}
      value={own?.text ?? element.config.content}
      onCommit={(text) => {
        set({ text: text.trim() });
        return null;
      }}
    />
  );
}
