import FitScreenIcon from '@mui/icons-material/FitScreen';
import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import SettingsIcon from '@mui/icons-material/Settings';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import {
  Box,
  Button,
  Divider,
  FormControlLabel,
  IconButton,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZoomState } from '../canvas/zoom';
import { useEditor } from '../editorApi';
import { PreflightButton } from '../preflight/PreflightButton';
import { VariantSelectors } from '../variants/VariantSelectors';

function ToolButton(props: {
  label: string;
  shortcut?: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  const title = props.shortcut ? `${props.label} (${props.shortcut})` : props.label;
  return (
    <Tooltip title={title}>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          disabled={props.disabled}
          onClick={props.onClick}
        >
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

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
  actions: ReactNode;
}

/** Save, undo and redo, zoom, the dealer preview, settings, variants and exports. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation();
  const editor = useEditor();
  const { zoom } = props;
  const design = editor.mode === 'design';

  return (
    <Box
      role="toolbar"
      aria-label={t('editor.toolbar.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {props.canDesign && (
        <Button
          size="small"
          variant={props.dirty ? 'contained' : 'outlined'}
          startIcon={<SaveIcon />}
          disabled={props.saving}
          onClick={props.onSave}
        >
          {props.saving ? t('editor.toolbar.saving') : t('editor.toolbar.save')}
        </Button>
      )}
      {design && (
        <>
          <ToolButton
            label={t('editor.toolbar.undo')}
            shortcut="Ctrl+Z"
            disabled={!editor.canUndo}
            onClick={editor.undo}
          >
            <UndoIcon fontSize="small" />
          </ToolButton>
          <ToolButton
            label={t('editor.toolbar.redo')}
            shortcut="Ctrl+Shift+Z"
            disabled={!editor.canRedo}
            onClick={editor.redo}
          >
            <RedoIcon fontSize="small" />
          </ToolButton>
        </>
      )}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={t('editor.toolbar.zoomOut')} shortcut="Ctrl+−" onClick={zoom.zoomOut}>
        <ZoomOutIcon fontSize="small" />
      </ToolButton>
      <Tooltip title={t('editor.toolbar.actualSize')}>
        <Button
          size="small"
          onClick={() => zoom.setZoom(1)}
          sx={{ minWidth: 56 }}
          aria-label={t('editor.toolbar.zoomLevel', { percent: Math.round(zoom.zoom * 100) })}
        >
          {Math.round(zoom.zoom * 100)} %
        </Button>
      </Tooltip>
      <ToolButton label={t('editor.toolbar.zoomIn')} shortcut="Ctrl+wheel" onClick={zoom.zoomIn}>
        <ZoomInIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.toolbar.fit')} disabled={zoom.fit} onClick={zoom.fitToWindow}>
        <FitScreenIcon fontSize="small" />
      </ToolButton>
      {props.canDesign && (
        <>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolButton label={t('editor.toolbar.settings')} onClick={props.onSettings}>
            <SettingsIcon fontSize="small" />
          </ToolButton>
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
        </>
      )}
      <VariantSelectors />
      <Box sx={{ flex: 1 }} />
      <PreflightButton />
      {props.actions}
    </Box>
  );
}
