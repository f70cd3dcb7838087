import { MenuItem, TextField } from '@mui/material';
import { DEFAULT_FAMILY } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useFontChoices } from '../../../../api/fontChoices';

/** What the select shows for "no family of its own": the ci's brand font. */
const CI_FAMILY = '';

/**
 * The family a text element is set in: the ci's brand font (unset), Noto Sans, or an uploaded
 * family by name. A family deleted since stays shown, as such: the element is set in the ci's
 * font until another is chosen. `onChange` gets undefined for the ci's font.
 */
export function FontFamilySelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange(family: string | undefined): void;
}) {
  const { t } = useTranslation();
  const choices = useFontChoices().data;
  const gone =
    value !== undefined &&
    value !== DEFAULT_FAMILY &&
    choices !== undefined &&
    !choices.some((choice) => choice.fontFamily === value);
  const known =
    value === undefined ||
    value === DEFAULT_FAMILY ||
    choices?.some((choice) => choice.fontFamily === value);
  return (
    <TextField
      select
      size="small"
      label={t('editorPanels.fontFamily.label')}
      helperText={gone ? t('editorPanels.fontFamily.goneHint') : undefined}
      error={gone}
      // "The ci's font" is a choice too: shown, with the label kept up, while it is chosen.
      slotProps={{ select: { displayEmpty: true, notched: true }, inputLabel: { shrink: true } }}
      value={value ?? CI_FAMILY}
      onChange={(event) =>
        onChange(event.target.value === CI_FAMILY ? undefined : event.target.value)
      }
    >
      <MenuItem value={CI_FAMILY}>{t('editorPanels.fontFamily.ci')}</MenuItem>
      <MenuItem value={DEFAULT_FAMILY}>Noto Sans</MenuItem>
      {choices?.map((choice) => (
        <MenuItem key={choice.fontFamily} value={choice.fontFamily}>
          {choice.name}
        </MenuItem>
      ))}
      {/* The element's value while the names load, or after its family was deleted. */}
      {!known && value !== undefined && (
        <MenuItem value={value}>
          {gone ? t('editorPanels.fontFamily.gone') : t('editorPanels.fontFamily.loading')}
        </MenuItem>
      )}
    </TextField>
  );
}
