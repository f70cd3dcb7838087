import { Box, List, Typography } from '@mui/material';
import { getPage, moveElement } from '@pms/sheet/browser';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { LayerRow } from './LayerRow';

/**
 * The current page's elements, top-most first: select (Shift adds), rename (double-click or
 * F2), show or hide while editing, reorder by dragging or with the arrow buttons.
 */
export function LayerList() {
  const { t } = useTranslation();
  const { data, pageIndex, selectedIds, select, apply, mode } = useEditor();
  const titleId = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const elements = getPage(data, pageIndex).elements;
  // Painting order is array order, so the last element is on top and listed first.
  const rows = elements.map((element, index) => ({ element, index })).reverse();
  const readOnly = mode === 'dealer';

  const move = (id: number, toIndex: number) =>
    apply((d) => moveElement(d, pageIndex, id, toIndex), t('editorPanels.undo.reorder'));

  const onSelect = (id: number, additive: boolean) => {
    if (!additive) return select([id]);
    select(selectedIds.includes(id) ? selectedIds.filter((s) => s !== id) : [...selectedIds, id]);
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 1 }}>
      <Typography id={titleId} component="h2" variant="overline" sx={{ display: 'block', px: 1 }}>
        {t('editorPanels.layers.title')}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {t('editorPanels.layers.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={titleId}>
          {rows.map(({ element, index }) => (
            <LayerRow
              key={element.id}
              element={element}
              selected={selectedIds.includes(element.id)}
              readOnly={readOnly}
              isTop={index === elements.length - 1}
              isBottom={index === 0}
              onSelect={(additive) => onSelect(element.id, additive)}
              onForward={() => move(element.id, index + 1)}
              onBackward={() => move(element.id, index - 1)}
              onDragStart={() => setDragged(element.id)}
              onDrop={() => {
                if (dragged !== null && dragged !== element.id) move(dragged, index);
                setDragged(null);
              }}
            />
          ))}
        </List>
      )}
    </Box>
  );
}
