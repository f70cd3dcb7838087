import AspectRatioIcon from '@mui/icons-material/AspectRatio';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import SettingsIcon from '@mui/icons-material/Settings';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Button, Divider, FormControlLabel, Switch, Tooltip, Typography } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZoomState } from '../canvas/zoom';
import { PreflightButton } from '../preflight/PreflightButton';
import { useDesignerStore, useStoreValue } from '../state/storeValue';
import { VariantSelectors } from '../variants/VariantSelectors';
import { type ToolbarItem, ToolbarOverflowMenu } from './ToolbarOverflowMenu';
import { ToolButton } from './toolActions';
import { overflowItemAttribute, useToolbarOverflow } from './useToolbarOverflow';

/** An action at the bar's end (exports, the sheet menu, …), with its place in the order. */
export interface ToolbarEndAction {
  id: string;
  /** Lower stays in the bar longer; see `priority` below for the others. */
  priority: number;
  node: ReactNode;
  /** Its name, for the More menu to show beside it, when the bar shows just an icon. */
  menuLabel?: string;
}

/**
 * The order in which items leave the bar for the More menu, last first. Saving keeps the work
 * and undo/redo follows every edit, so they stay longest; exports are what staff and dealers
 * come for; the variant selects decide what the canvas shows and what an edit changes, so they
 * are not hidden before less telling things; the preflight's badge warns before printing.
 * Zoom also answers to Ctrl+wheel and the keys, and preview, settings, batch export,
 * translations and the sheet menu are used a few times a sheet: they go first. Settings, named
 * in the bar, stays longer than the preview: Save's messages send people "under 'Settings'".
 */
export const priority = {
  save: 0,
  history: 1,
  exports: 2,
  variants: 3,
  preflight: 4,
  zoom: 5,
  settings: 6,
  preview: 7,
  batchExport: 8,
  translations: 9,
  sheetMenu: 10,
} as const;

interface EditorToolbarProps {
  zoom: ZoomState;
  /** Admins and region admins on their copy; dealers neither save nor change settings. */
  canDesign: boolean;
  preview: boolean;
  onPreviewChange(preview: boolean): void;
  saving: boolean;
  dirty: boolean;
  onSave(): void;
  onSettings(): void;
  /** Export buttons, the sheet menu and other actions at the right end. */
  actions: readonly ToolbarEndAction[];
}

/**
 * Save, undo and redo, zoom, the dealer preview, settings, variants and exports, in one row
 * at any window width and in any language: what does not fit waits in the More menu. It reads
 * the store, not EditorApi, and its props are stable: an edit renders only the items that show
 * the document (variants, preflight), not the whole bar.
 */
export const EditorToolbar = memo(function EditorToolbar(props: EditorToolbarProps) {
  const { t, i18n } = useTranslation();
  const store = useDesignerStore();
  const design = useStoreValue((s) => s.mode === 'design');
  const canUndo = useStoreValue((s) => s.canUndo);
  const canRedo = useStoreValue((s) => s.canRedo);
  const { zoom } = props;
  const percent = Math.round(zoom.zoom * 100);

  const items: ToolbarItem[] = [];
  if (props.canDesign) {
    items.push({
      id: 'save',
      priority: priority.save,
      side: 'start',
      content: (
        // describeChild: the shortcut describes the button; its name stays what it shows.
        <Tooltip describeChild title={`${t('editor.toolbar.save')} (Ctrl+S)`}>
          {/* A disabled button (while saving) receives no pointer events: the span shows it. */}
          <span>
            <Button
              size="small"
              variant={props.dirty ? 'contained' : 'outlined'}
              startIcon={<SaveIcon />}
              disabled={props.saving}
              aria-keyshortcuts="Control+S"
              onClick={props.onSave}
            >
              {props.saving ? t('editor.toolbar.saving') : t('editor.toolbar.save')}
            </Button>
          </span>
        </Tooltip>
      ),
    });
  }
  if (design) {
    items.push({
      id: 'history',
      priority: priority.history,
      side: 'start',
      actions: [
        {
          id: 'undo',
          label: t('editor.toolbar.undo'),
          icon: <UndoIcon fontSize="small" />,
          shortcut: 'Ctrl+Z',
          keys: 'Control+Z',
          disabled: !canUndo,
          repeatable: true,
          onClick: store.undo,
        },
        {
          id: 'redo',
          label: t('editor.toolbar.redo'),
          icon: <RedoIcon fontSize="small" />,
          shortcut: 'Ctrl+Shift+Z',
          keys: 'Control+Shift+Z',
          disabled: !canRedo,
          repeatable: true,
          onClick: store.redo,
        },
      ],
    });
  }
  items.push({
    id: 'zoom',
    priority: priority.zoom,
    side: 'start',
    divided: items.length > 0,
    actions: [
      {
        id: 'zoomOut',
        label: t('editor.toolbar.zoomOut'),
        icon: <ZoomOutIcon fontSize="small" />,
        shortcut: 'Ctrl+−',
        keys: 'Control+-',
        repeatable: true,
        onClick: zoom.zoomOut,
      },
      {
        id: 'actualSize',
        label: t('editor.toolbar.actualSize'),
        icon: <AspectRatioIcon fontSize="small" />,
        detail: `${percent} %`,
        onClick: () => zoom.setZoom(1),
        bar: (
          <Tooltip title={t('editor.toolbar.actualSize')}>
            <Button
              size="small"
              onClick={() => zoom.setZoom(1)}
              sx={{ minWidth: 56 }}
              aria-label={t('editor.toolbar.zoomLevel', { percent })}
            >
              {percent} %
            </Button>
          </Tooltip>
        ),
      },
      {
        id: 'zoomIn',
        label: t('editor.toolbar.zoomIn'),
        icon: <ZoomInIcon fontSize="small" />,
        shortcut: 'Ctrl+wheel',
        repeatable: true,
        onClick: zoom.zoomIn,
      },
      {
        id: 'fit',
        label: t('editor.toolbar.fit'),
        icon: <FitScreenIcon fontSize="small" />,
        disabled: zoom.fit,
        onClick: zoom.fitToWindow,
      },
    ],
  });
  if (props.canDesign) {
    items.push({
      id: 'settings',
      priority: priority.settings,
      side: 'start',
      divided: true,
      actions: [
        {
          id: 'settings',
          label: t('editor.toolbar.settings'),
          icon: <SettingsIcon fontSize="small" />,
          onClick: props.onSettings,
          // Named in the bar, not only on hover: messages send people "under 'Settings'".
          bar: (
            <Button
              size="small"
              color="inherit"
              startIcon={<SettingsIcon fontSize="small" />}
              onClick={props.onSettings}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('editor.toolbar.settings')}
            </Button>
          ),
        },
      ],
    });
    items.push({
      id: 'preview',
      priority: priority.preview,
      side: 'start',
      content: (
        <FormControlLabel
          sx={{ ml: 0.5, mr: 1 }}
          control={
            <Switch
              size="small"
              checked={props.preview}
              onChange={(event) => props.onPreviewChange(event.target.checked)}
            />
          }
          label={<Typography variant="body2">{t('editor.toolbar.dealerPreview')}</Typography>}
        />
      ),
    });
  }
  items.push({
    id: 'variants',
    priority: priority.variants,
    side: 'start',
    content: <VariantSelectors />,
  });
  items.push({
    id: 'preflight',
    priority: priority.preflight,
    side: 'end',
    content: <PreflightButton />,
  });
  for (const action of props.actions) {
    items.push({
      id: action.id,
      priority: action.priority,
      side: 'end',
      content: action.node,
      ...(action.menuLabel === undefined ? {} : { menuLabel: action.menuLabel }),
    });
  }

  const { barRef, visible, overflow } = useToolbarOverflow(items, i18n.language);
  const shown = (side: ToolbarItem['side']) =>
    items
      .filter((item) => item.side === side && visible.has(item.id))
      .map((item) => (
        <Box
          key={item.id}
          {...{ [overflowItemAttribute]: item.id }}
          // Never shrinks: its width is what the split measures. An item that renders nothing
          // takes no room and no gap.
          sx={{
            flex: 'none',
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            '&:empty': { display: 'none' },
          }}
        >
          {item.divided && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
          {item.actions
            ? item.actions.map((action) => <ToolButton key={action.id} action={action} />)
            : item.content}
        </Box>
      ));

  return (
    <Box
      ref={barRef}
      role="toolbar"
      aria-label={t('editor.toolbar.label')}
      data-testid="editor-toolbar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        // One row, always: what does not fit goes into the More menu (useToolbarOverflow).
        flexWrap: 'nowrap',
        overflow: 'hidden',
        flex: 'none',
        minWidth: 0,
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {shown('start')}
      <Box sx={{ flex: 1 }} />
      {shown('end')}
      {overflow.length > 0 && (
        <ToolbarOverflowMenu
          items={overflow.flatMap((id) => items.filter((item) => item.id === id))}
        />
      )}
    </Box>
  );
});
