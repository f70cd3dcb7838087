import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, ListItem, ListItemButton, Tooltip } from '@mui/material';
import type { Element } from '@pms/sheet/browser';
import { type KeyboardEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webDefinitionOf } from '../elements/registry';
import { DEALER_MAGENTA } from '../palette/elementTypes';
import { RenameField } from './RenameField';

/**
 * A row's props are plain values and callbacks that keep their identity (they take the element's
 * id or index), so a memoized row renders again only when its own element, selection, place or
 * visibility changed: a drop on a page of 1,000 elements renders one row, not 1,000.
 */
export interface LayerRowProps {
  element: Element;
  /** The element's place in painting order (0 is the bottom). */
  index: number;
  /** The row's place in the list (0 is the top-most element) and the list's length: only rows
   * near the view are mounted, so assistive technology learns the whole from these. */
  position: number;
  setSize: number;
  /** Measures the mounted row's height for the list's virtualizer (reads `data-index`). */
  measure?(node: HTMLElement | null): void;
  selected: boolean;
  hidden: boolean;
  /** Dealer mode: only dealer-editable rows can be selected; nothing can be changed. */
  readOnly: boolean;
  isTop: boolean;
  isBottom: boolean;
  onSelect(id: number, additive: boolean): void;
  onToggleHidden(id: number): void;
  /** Moves the element to another place in painting order. */
  onMove(id: number, toIndex: number): void;
  onDragStart(id: number): void;
  /** Something was dropped on the row at `index`. */
  onDrop(index: number): void;
}

/** One element in the layer list. */
export const LayerRow = memo(function LayerRow(props: LayerRowProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [dropTarget, setDropTarget] = useState(false);
  const { element, readOnly, hidden, index } = props;
  const name = element.config.name;
  const Icon = webDefinitionOf(element).icon;
  const typeLabel = t(`editorPanels.types.${element.type}`);
  const locked = readOnly && !element.config.dealerEditable;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'F2' && !readOnly) {
      event.preventDefault();
      setRenaming(true);
    }
  };

  const actions = (
    <Box sx={{ display: 'flex', flex: '0 0 auto' }}>
      <Tooltip title={hidden ? t('editorPanels.layers.show') : t('editorPanels.layers.hide')}>
        <IconButton
          size="small"
          aria-label={t(hidden ? 'editorPanels.layers.showName' : 'editorPanels.layers.hideName', {
            name,
          })}
          aria-pressed={hidden}
          onClick={() => props.onToggleHidden(element.id)}
        >
          {hidden ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      {!readOnly && (
        <Box className="layer-order" sx={{ display: 'flex', transition: 'opacity 120ms' }}>
          <IconButton
            size="small"
            aria-label={t('editorPanels.layers.forward', { name })}
            disabled={props.isTop}
            onClick={() => props.onMove(element.id, index + 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('editorPanels.layers.backward', { name })}
            disabled={props.isBottom}
            onClick={() => props.onMove(element.id, index - 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );

  return (
    <ListItem
      ref={props.measure}
      data-index={props.position}
      aria-posinset={props.position + 1}
      aria-setsize={props.setSize}
      disablePadding
      draggable={!readOnly && !renaming}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        props.onDragStart(element.id);
      }}
      onDragOver={(event) => {
        if (readOnly) return;
        event.preventDefault();
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDropTarget(false);
        props.onDrop(index);
      }}
      sx={{
        borderTop: 2,
        borderColor: dropTarget ? 'primary.main' : 'transparent',
        // The ordering buttons appear on hover, focus and selection, so names keep their room.
        '& .layer-order': { opacity: props.selected ? 1 : 0 },
        '& .MuiIconButton-root': { p: 0.25 },
        '&:hover .layer-order, &:focus-within .layer-order': { opacity: 1 },
      }}
    >
      {renaming ? (
        <RenameField element={element} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <ListItemButton
            selected={props.selected}
            disabled={locked}
            aria-label={t('editorPanels.layers.row', { type: typeLabel, name })}
            onClick={(event) => props.onSelect(element.id, event.shiftKey)}
            onDoubleClick={() => !readOnly && setRenaming(true)}
            onKeyDown={onKeyDown}
            sx={{ flex: 1, minWidth: 0, px: 0.5, gap: 0.75, opacity: hidden ? 0.5 : 1 }}
          >
            <Tooltip title={typeLabel}>
              <Icon fontSize="small" color="action" />
            </Tooltip>
            <Box
              component="span"
              title={name}
              sx={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {name}
            </Box>
            {element.config.dealerEditable && (
              <Box
                component="span"
                role="img"
                aria-label={t('editorPanels.layers.dealerEditable')}
                title={t('editorPanels.layers.dealerEditable')}
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: DEALER_MAGENTA,
                  flex: '0 0 auto',
                }}
              />
            )}
          </ListItemButton>
          {actions}
        </>
      )}
    </ListItem>
  );
});
