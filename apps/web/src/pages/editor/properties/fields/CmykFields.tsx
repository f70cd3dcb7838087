import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EditResult } from '../editing';
import { CommitTextField } from './CommitTextField';
import { type CmykPercent, cmykFromPercent } from './colorText';

const CHANNELS = [
  ['c', 'cyan'],
  ['m', 'magenta'],
  ['y', 'yellow'],
  ['k', 'black'],
] as const;

interface CmykFieldsProps {
  /** The colour's channels in percent (a starting point when it is not CMYK yet). */
  value: CmykPercent;
  /** The colour's name, for the inputs' accessible names. */
  field: string;
  onCommit(stored: string): EditResult;
}

/**
 * Four percentage inputs for a process colour, the way print specifications give colours
 * (e.g. 0 / 81 / 81 / 30); each finished edit stores the whole colour as one undo step.
 */
export function CmykFields({ value, field, onCommit }: CmykFieldsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5 }}>
      {CHANNELS.map(([key, name]) => (
        <CommitTextField
          key={key}
          label={t(`editorPanels.colorField.${name}`)}
          value={String(value[key])}
          // Text, not number: a panel column has no room for the spinner; percent as in
          // cmyk(…) above, which the accessible name says.
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              'aria-label': `${field}: ${t(`editorPanels.colorField.${name}`)} (%)`,
            },
          }}
          sx={{
            '& .MuiInputBase-input': { px: 1 },
            '& .MuiInputLabel-root': { fontSize: '0.8rem' },
          }}
          onCommit={(text) => {
            const number = text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
            if (!Number.isFinite(number)) return t('editorPanels.errors.number');
            if (number < 0) return t('editorPanels.errors.min', { min: 0 });
            if (number > 100) return t('editorPanels.errors.max', { max: 100 });
            return onCommit(cmykFromPercent({ ...value, [key]: number }));
          }}
        />
      ))}
    </Box>
  );
}
