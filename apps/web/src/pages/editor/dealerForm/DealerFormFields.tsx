import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { DealerFieldEditor } from '../properties/dealer/DealerFieldEditor';
import { dealerFormFields, fieldSectionId } from './dealerFormFields';

/**
 * One card per field of the current page a dealer fills in, each with the desktop panel's
 * editor (same values, limits and overflow warnings), named by the element as the designer
 * named it.
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
              {element.config.name}
            </Typography>
            <DealerFieldEditor element={element} textLabel={element.config.name} />
          </Paper>
        );
      })}
    </Box>
  );
}
