import { Box, Button, Typography } from '@mui/material';
import {
  A4,
  addElement,
  ELEMENT_TYPES,
  type ElementType,
  getPage,
  nextId,
  updateElementConfig,
} from '@pms/sheet/browser';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { webElements } from '../elements/registry';
import { useDesignerStore, useStoreValue } from '../state/storeValue';
import { placeNewElement, visiblePageRect } from './placement';

/**
 * One button per element type: adds it with the engine's defaults where the user can see it
 * (palette/placement.ts) and selects it.
 */
export const ElementPalette = memo(function ElementPalette() {
  const { t } = useTranslation();
  // The store, not EditorApi: the palette needs the document only when a button is pressed,
  // so it does not render again on every edit.
  const store = useDesignerStore();
  const design = useStoreValue((s) => s.mode === 'design');
  const titleId = useId();
  // Dealers change content only; adding elements is design work.
  if (!design) return null;

  const add = (type: ElementType) => {
    const pageIndex = store.pageIndex;
    const id = nextId(getPage(store.data, pageIndex).elements);
    const label = t(`editorPanels.types.${type}`);
    const visible = visiblePageRect();
    store.apply(
      (d) => {
        const added = addElement(d, pageIndex, type);
        const elements = getPage(added, pageIndex).elements;
        const element = elements.find((e) => e.id === id);
        if (!element) return added;
        const taken = elements.filter((e) => e.id !== id).map((e) => e.config.style);
        const spot = placeNewElement(element.config.style, A4, visible, taken);
        return updateElementConfig(added, pageIndex, id, { style: spot });
      },
      t('editorPanels.undo.add', { type: label }),
    );
    store.select([id]);
  };

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="element-palette" sx={{ p: 1 }}>
      <Typography id={titleId} component="h2" variant="overline" sx={{ display: 'block', px: 1 }}>
        {t('editorPanels.palette.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
        {ELEMENT_TYPES.map((type) => {
          const Icon = webElements[type].icon;
          return (
            <Button
              key={type}
              variant="outlined"
              size="small"
              startIcon={<Icon />}
              aria-label={t('editorPanels.palette.add', { type: t(`editorPanels.types.${type}`) })}
              onClick={() => add(type)}
              // Icon above the label: the label gets the button's whole width, and a long
              // word (bg "Изображение", hu "Abroncscímke") wraps instead of overflowing.
              sx={{
                flexDirection: 'column',
                gap: 0.25,
                px: 0.5,
                py: 0.75,
                minWidth: 0,
                textTransform: 'none',
                fontSize: '0.75rem',
                lineHeight: 1.2,
                textAlign: 'center',
                overflowWrap: 'anywhere',
                hyphens: 'auto',
                '& .MuiButton-startIcon': { m: 0 },
              }}
            >
              {t(`editorPanels.types.${type}`)}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
});
