import { Box, List, Typography } from '@mui/material';
import { getPage, moveElement } from '@pms/sheet/browser';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { LayerRow } from './LayerRow';
import { useListScroll } from './useListScroll';

/** A dense row's height before it is measured (icon buttons of 28 px and the row's border). */
const ROW_ESTIMATE = 34;

/**
 * The current page's elements, top-most first: select (Shift adds), rename (double-click or
 * F2), show or hide while editing, reorder by dragging or with the arrow buttons.
 * Only the rows in and near the side panel's view are mounted (a page can hold 1,000 elements,
 * and mounting a row each made opening such a sheet take a second longer); the selected row is
 * scrolled into view when the selection changes, e.g. from the canvas.
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
  const count = elements.length;
  const { listRef, scroll } = useListScroll<HTMLUListElement>(count > 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: scroll.element,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin: scroll.margin,
    getItemKey: (position) => elements[count - 1 - position]?.id ?? position,
    initialRect: scroll.initialRect,
    observeElementRect: scroll.observeRect,
    // A row is never 0 px high where it is laid out; jsdom lays out nothing.
    measureElement: (node, entry, instance) =>
      measureElement(node, entry, instance) || ROW_ESTIMATE,
  });

  // A selection made elsewhere (the canvas, a shortcut) brings its row into view; a click on a
  // row that is in view scrolls nothing.
  const lastSelected = selectedIds.at(-1);
  const position =
    lastSelected === undefined ? -1 : elements.findIndex((e) => e.id === lastSelected);
  useEffect(() => {
    if (position >= 0) virtualizer.scrollToIndex(count - 1 - position, { align: 'auto' });
  }, [virtualizer, position, count]);

  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? scroll.margin) - scroll.margin;
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? scroll.margin) - scroll.margin);
  const rows = items.map((item) => {
    const index = count - 1 - item.index;
    const element = elements[index];
    if (element === undefined) return null;
    return (
      <LayerRow
        key={element.id}
        element={element}
        index={index}
        position={item.index}
        setSize={count}
        measure={virtualizer.measureElement}
        selected={selectedIds.includes(element.id)}
        hidden={hiddenIds.has(element.id)}
        readOnly={readOnly}
        isTop={index === count - 1}
        isBottom={index === 0}
        onSelect={onSelect}
        onToggleHidden={onToggleHidden}
        onMove={onMove}
        onDragStart={onDragStart}
        onDrop={onDrop}
      />
    );
  });

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 1 }}>
      <Typography id={titleId} component="h2" variant="overline" sx={{ display: 'block', px: 1 }}>
        {t('editorPanels.layers.title')}
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {t('editorPanels.layers.empty')}
        </Typography>
      ) : (
        <List
          ref={listRef}
          dense
          disablePadding
          aria-labelledby={titleId}
          // The rows out of view are stood in for by space, so the scroll bar stays true.
          sx={{ pt: `${before}px`, pb: `${after}px` }}
        >
          {rows}
        </List>
      )}
    </Box>
  );
}
