import { useTranslation } from 'react-i18next';
import type { DealerFieldProps } from '../../elements/definition';
import { RichTextField } from '../fields/RichTextField';

/** A dealer's text for a text element. */
export function TextDealerField({ element, own, set, textLabel }: DealerFieldProps<'p'>) {
  const { t } = useTranslation();
  return (
    <RichTextField
      label={textLabel ?? t('editorPanels.fields.text')}
      value={own?.text ?? element.config.text}
      onCommit={(text) => set({ text })}
    />
  );
}
