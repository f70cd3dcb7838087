import { Box, List, Typography } from '@mui/material';
import { getPage, moveElement } from '@pms/sheet/browser';
import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { LayerRow } from './LayerRow';

/**
 * The current page's elements, top-most first: select (Shift adds), rename (double-click or
 * F2), show or hide while editing, reorder by dragging or with the arrow buttons.
 */
export function LayerList() {
  const { t } = useTranslation();
  const editor = useEditor();
  const { data, pageIndex, selectedIds, hiddenIds, mode } = editor;
  const titleId = useId();
  const elements = getPage(data, pageIndex).elements;
  const readOnly = mode === 'dealer';

  // The rows' callbacks read the latest state from here, so they keep their identity across
  // changes and the memoized rows need not render again for them.
  const latest = useRef(editor);
  latest.current = editor;
  // Which row is being dragged: nothing is drawn from it, so no state and no render.
  const dragged = useRef<number | null>(null);

  const onMove = useCallback(
    (id: number, toIndex: number) => {
      const { apply, pageIndex: page } = latest.current;
      apply((d) => moveElement(d, page, id, toIndex), t('editorPanels.undo.reorder'));
    },
    [t],
  );
  const onSelect = useCallback((id: number, additive: boolean) => {
    const { select, selectedIds: current } = latest.current;
    if (!additive) return select([id]);
    select(current.includes(id) ? current.filter((s) => s !== id) : [...current, id]);
  }, []);
  const onToggleHidden = useCallback((id: number) => latest.current.toggleHidden(id), []);
  const onDragStart = useCallback((id: number) => {
    dragged.current = id;
  }, []);
  const onDrop = useCallback(
    (index: number) => {
      const id = dragged.current;
      dragged.current = null;
      const target = getPage(latest.current.data, latest.current.pageIndex).elements[index];
      if (id !== null && target !== undefined && target.id !== id) onMove(id, index);
    },
    [onMove],
  );

  // Painting order is array order, so the last element is on top and listed first.
  const rows = [];
  for (let index = elements.length - 1; index >= 0; index--) {
    const element = elements[index];
    if (element === undefined) continue;
    rows.push(
      <LayerRow
        key={element.id}
        element={element}
        index={index}
        selected={selectedIds.includes(element.id)}
        hidden={hiddenIds.has(element.id)}
        readOnly={readOnly}
        isTop={index === elements.length - 1}
        isBottom={index === 0}
        onSelect={onSelect}
        onToggleHidden={onToggleHidden}
        onMove={onMove}
        onDragStart={onDragStart}
        onDrop={onDrop}
      />,
    );
  }

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
          {rows}
        </List>
      )}
    </Box>
  );
}
