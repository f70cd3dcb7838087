import { Box, Typography } from '@mui/material';
import { toScreenColor } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../api/categories';
import { categoryLabel } from '../../../i18n/categoryLabel';
import { useDesignerScreenColor } from '../screenColorContext';
import { colorOf, type ValueNames, valueText } from './conflictText';

/** One side's value in the conflict dialog: text as text, lengths in points, colours as swatches. */
export function ConflictValue({
  path,
  value,
  names,
}: {
  path: string;
  value: unknown;
  names: ValueNames | undefined;
}) {
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
        {valueText(t, path, value, names)}
      </Typography>
    </Box>
  );
}

/** The names conflict values need from outside the sheet: categories by IRI. */
export function useConflictNames(): ValueNames {
  const { t } = useTranslation();
  const categories = useCategories().data;
  return {
    category: (iri) => {
      const found = categories?.find((category) => category['@id'] === iri);
      return found && categoryLabel(t, found.name);
    },
  };
}
