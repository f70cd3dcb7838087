import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { useCurrentSheet } from '../sheetContext/CurrentSheetContext';

/** The name and region of the sheet open in an editor; nothing on other pages. */
export function CurrentSheetInfo() {
  const { t } = useTranslation();
  const sheet = useCurrentSheet();
  const language = useLanguage();
  if (!sheet) return null;
  // A Czech copy in the Czech interface: the language button beside already reads "CZ", and a
  // second "CZ" next to it said nothing new (and took a phone's room from the sheet's name).
  const regionChip = sheet.region && sheet.region !== language.code;
  return (
    <Box
      role="group"
      aria-label={t('shell.currentSheet')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, mx: 1 }}
    >
      <DescriptionOutlinedIcon fontSize="small" aria-hidden />
      <Typography noWrap sx={{ fontWeight: 500, minWidth: 0 }} title={sheet.name}>
        {sheet.name}
      </Typography>
      {regionChip && sheet.region && (
        <Chip
          size="small"
          label={sheet.region.toUpperCase()}
          aria-label={t('shell.region', { region: sheet.region.toUpperCase() })}
          sx={{ color: 'inherit', borderColor: 'currentColor' }}
          variant="outlined"
        />
      )}
    </Box>
  );
}
