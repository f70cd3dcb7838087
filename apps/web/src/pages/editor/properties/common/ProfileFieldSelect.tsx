import { MenuItem, TextField } from '@mui/material';
import { DEALER_PROFILE_FIELDS, type DealerProfileField } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';

/**
 * The dealer-profile field an element is bound to (a text to the address, a QR code to the
 * website), or none: `onChange` gets the field, or undefined to unbind.
 */
export function ProfileFieldSelect({
  value,
  helperText,
  onChange,
}: {
  value: DealerProfileField | undefined;
  helperText: string;
  onChange(field: DealerProfileField | undefined): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('editorPanels.fields.profileField')}
      helperText={helperText}
      value={value ?? ''}
      onChange={(event) => {
        const field = event.target.value as DealerProfileField | '';
        onChange(field === '' ? undefined : field);
      }}
    >
      <MenuItem value="">{t('editorPanels.profileFields.none')}</MenuItem>
      {DEALER_PROFILE_FIELDS.map((field) => (
        <MenuItem key={field} value={field}>
          {t(`editorPanels.profileFields.${field}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
