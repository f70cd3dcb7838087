import { Box, Paper, Typography } from '@mui/material';
import { dealerFieldLabel } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { DealerFieldEditor } from '../properties/dealer/DealerFieldEditor';
import { dealerFormFields, fieldSectionId } from './dealerFormFields';

/**
 * One card per field of the current page a dealer fills in, each with the desktop panel's
 * editor (same values, limits and overflow warnings), named by its label for dealers (in the
 * sheet's language, translated with a regional copy), never by the designer's internal name.
 */
export function DealerFormFields() {
  const { t } = useTranslation();
  const { resolvedElements } = useEditor();
  const fields = dealerFormFields(resolvedElements);
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('dealerForm.noFields')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {fields.map((element) => {
        const headingId = `${fieldSectionId(element)}-name`;
        const label = dealerFieldLabel(element.config);
        return (
          <Paper
            key={element.id}
            component="section"
            id={fieldSectionId(element)}
            aria-labelledby={headingId}
            variant="outlined"
            // Scrolled to from the preview: a little room above the field's name.
            sx={{ p: 2, scrollMarginTop: 8 }}
          >
            <Typography
              id={headingId}
              component="h2"
              variant="subtitle1"
              sx={{ mb: 1.5, wordBreak: 'break-word' }}
            >
              {label}
            </Typography>
            <DealerFieldEditor element={element} textLabel={label} />
          </Paper>
        );
      })}
    </Box>
  );
}
