import { Box, Typography } from '@mui/material';
import { toScreenColor } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useDesignerScreenColor } from '../screenColorContext';
import { colorOf, valueText } from './conflictText';

/** One side's value in the conflict dialog: text as text, lengths in points, colours as swatches. */
export function ConflictValue({ path, value }: { path: string; value: unknown }) {
  const { t } = useTranslation();
  const screen = useDesignerScreenColor();
  const color = colorOf(value);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      {color && (
        <Box
          component="span"
          aria-hidden
          data-swatch={color}
          sx={{
            width: 18,
            height: 18,
            flex: 'none',
            borderRadius: 0.5,
            border: 1,
            borderColor: 'divider',
            bgcolor: toScreenColor(color, screen),
          }}
        />
      )}
      <Typography
        component="span"
        variant="body2"
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxHeight: 120, overflow: 'auto' }}
      >
        {valueText(t, path, value)}
      </Typography>
    </Box>
  );
}
