import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, ListItem, ListItemButton, Tooltip } from '@mui/material';
import type { Element } from '@pms/sheet/browser';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { webDefinitionOf } from '../elements/registry';
import { DEALER_MAGENTA } from '../palette/elementTypes';
import { RenameField } from './RenameField';

interface LayerRowProps {
  element: Element;
  selected: boolean;
  /** Dealer mode: only dealer-editable rows can be selected; nothing can be changed. */
  readOnly: boolean;
  isTop: boolean;
  isBottom: boolean;
  onSelect(additive: boolean): void;
  onForward(): void;
  onBackward(): void;
  onDragStart(): void;
  onDrop(): void;
}

/** One element in the layer list. */
export function LayerRow(props: LayerRowProps) {
  const { t } = useTranslation();
  const { hiddenIds, toggleHidden } = useEditor();
  const [renaming, setRenaming] = useState(false);
  const [dropTarget, setDropTarget] = useState(false);
  const { element, readOnly } = props;
  const name = element.config.name;
  const hidden = hiddenIds.has(element.id);
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
          onClick={() => toggleHidden(element.id)}
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
            onClick={props.onForward}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('editorPanels.layers.backward', { name })}
            disabled={props.isBottom}
            onClick={props.onBackward}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );

  return (
    <ListItem
      disablePadding
      draggable={!readOnly && !renaming}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        props.onDragStart();
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
        props.onDrop();
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
            onClick={(event) => props.onSelect(event.shiftKey)}
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
}
