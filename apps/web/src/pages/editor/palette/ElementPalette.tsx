import { Box, Button, Typography } from '@mui/material';
import { addElement, ELEMENT_TYPES, type ElementType, getPage, nextId } from '@pms/sheet';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { elementTypeIcons } from './elementTypes';

/** One button per element type: adds it with the engine's defaults and selects it. */
export function ElementPalette() {
  const { t } = useTranslation();
  const { data, pageIndex, apply, select, mode } = useEditor();
  const titleId = useId();
  // Dealers change content only; adding elements is design work.
  if (mode === 'dealer') return null;

  const add = (type: ElementType) => {
    const id = nextId(getPage(data, pageIndex).elements);
    const label = t(`editorPanels.types.${type}`);
    apply((d) => addElement(d, pageIndex, type), t('editorPanels.undo.add', { type: label }));
    select([id]);
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 1 }}>
      <Typography id={titleId} component="h2" variant="overline" sx={{ display: 'block', px: 1 }}>
        {t('editorPanels.palette.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
        {ELEMENT_TYPES.map((type) => {
          const Icon = elementTypeIcons[type];
          return (
            <Button
              key={type}
              variant="outlined"
              size="small"
              startIcon={<Icon />}
              aria-label={t('editorPanels.palette.add', { type: t(`editorPanels.types.${type}`) })}
              onClick={() => add(type)}
              sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
            >
              {t(`editorPanels.types.${type}`)}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
