import { FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The typography settings text and list elements share; unset means on (the engine's default). */
export interface Typography {
  hyphenate?: boolean | undefined;
  avoidRunts?: boolean | undefined;
}

/** Switches for hyphenation (in the sheet's language) and runt control, both on by default. */
export function TypographyFields({
  config,
  onChange,
}: {
  config: Typography;
  onChange(patch: Typography): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={config.hyphenate !== false}
            onChange={(event) => onChange({ hyphenate: event.target.checked })}
          />
        }
        label={t('editorPanels.fields.hyphenate')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={config.avoidRunts !== false}
            onChange={(event) => onChange({ avoidRunts: event.target.checked })}
          />
        }
        label={t('editorPanels.fields.avoidRunts')}
      />
    </>
  );
}
