import { type Element, readableName } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { type EditResult, useElementEdit } from '../editing';
import { CommitTextField } from '../fields/CommitTextField';

/**
 * What dealers read above this field in their form and panel, in the sheet's language (a
 * regional copy's designer translates it like the copy's texts). Left empty, dealers read the
 * element's name made readable, which the placeholder shows, so an admin sees what dealers
 * get before writing anything.
 */
export function DealerLabelField({ element }: { element: Element }) {
  const { t } = useTranslation();
  const { editCommon, replace, variantEntry, shown } = useElementEdit(element);
  const config = (shown as Element).config;
  const fallback = readableName(config.name);
  const commit = (text: string): EditResult => {
    const label = text.trim();
    if (label === '') {
      // Unset rather than empty, so the readable name keeps following renames.
      return replace(
        ({ dealerLabel: _cleared, ...rest }) => rest as typeof config,
        t('editorPanels.undo.edit'),
      );
    }
    return editCommon({ dealerLabel: label });
  };
  return (
    <CommitTextField
      label={t('editorPanels.fields.dealerLabel')}
      value={config.dealerLabel ?? ''}
      placeholder={fallback}
      // A label per combination would have dealers read different names for one field.
      disabled={variantEntry}
      helperText={
        variantEntry
          ? t('editorPanels.fields.dealerLabelNotPerVariant')
          : t('editorPanels.fields.dealerLabelHint', { fallback })
      }
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
      onCommit={commit}
    />
  );
}
