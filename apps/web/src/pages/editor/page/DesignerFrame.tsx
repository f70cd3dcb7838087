import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  fetchSheetDocument,
  type SheetDocument,
  type SheetMeta,
  sheetDocumentKeys,
} from '../../../api/sheetDocument';
import { sheetKeys } from '../../../api/sheets';
import { useAuth } from '../../../auth/AuthContext';
import { useLocalizedPath } from '../../../routes/useLocalizedPath';
import { useShowCurrentSheet } from '../../../sheetContext/CurrentSheetContext';
import { useToasts } from '../../../shell/useToasts';
import { SheetCanvas } from '../canvas/SheetCanvas';
import { useEditorShortcuts } from '../canvas/useEditorShortcuts';
import { useZoomState } from '../canvas/zoom';
import { useEditor } from '../editorApi';
import { LayerList } from '../layers/LayerList';
import { ElementPalette } from '../palette/ElementPalette';
import { MasterFollowBar } from '../regional/MasterFollowBar';
import { useDesigner } from '../state/EditorProvider';
import { useSaveRetry } from '../state/useSaveRetry';
import { EditorToolbar } from '../toolbar/EditorToolbar';
import { useEndActions } from '../toolbar/endActions';
import { SettingsDialog, type SheetSettings } from '../toolbar/SettingsDialog';
import { ConflictDialog } from './ConflictDialog';
import { useConflictNames } from './ConflictValue';
import { DesignerDraft } from './DesignerDraft';
import { LeaveGuard } from './LeaveGuard';
import { NarrowDesignerNotice } from './NarrowDesignerNotice';
import { PageTabs } from './PageTabs';
import { SaveFailureNotice } from './SaveFailureNotice';
import { SidePanel } from './SidePanel';
import { useNarrowScreen } from './useNarrowScreen';
import { usePanelsAfterPage } from './usePanelsAfterPage';
import { useSaveDocument } from './useSaveDocument';

const sameMeta = (a: SheetMeta, b: SheetMeta) =>
  a.name === b.name &&
  a.details === b.details &&
  a.status === b.status &&
  a.category === b.category;

interface DesignerFrameProps {
  document: SheetDocument;
  isNew: boolean;
  /** The user may design this sheet (else they are a dealer filling in fields). */
  canDesign: boolean;
  preview: boolean;
  onPreviewChange(preview: boolean): void;
  /** The search the sheet was opened with, for exports' default variants. */
  search: string;
}

/**
 * The designer's frame: toolbar on top, palette and layers on the left, page tabs and the
 * canvas in the middle, properties and variants on the right; saving, the leave guard and the
 * conflict dialog around them.
 */
export function DesignerFrame({
  document,
  isNew,
  canDesign,
  preview,
  onPreviewChange,
  search,
}: DesignerFrameProps) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const editor = useEditor();
  const designer = useDesigner();
  const client = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const { enqueueSnackbar } = useToasts();
  const zoom = useZoomState(designer.page);
  const [meta, setMeta] = useState(document.meta);
  const [savedMeta, setSavedMeta] = useState(document.meta);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { save, saving, pending, resolve, closeConflict, overwritten, closeOverwritten } =
    useSaveDocument(designer.store);
  const conflictNames = useConflictNames();
  const design = editor.mode === 'design';
  const narrow = useNarrowScreen();
  // The page is drawn first; the layers and properties follow (see usePanelsAfterPage).
  const panels = usePanelsAfterPage(designer.drawn || designer.fontError);

  // A document answered by the server (save, reload, status change) brings its own settings.
  useEffect(() => {
    setMeta(document.meta);
    setSavedMeta(document.meta);
  }, [document]);

  const dirty = canDesign && (designer.dirty || !sameMeta(meta, savedMeta));
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useShowCurrentSheet({ name: meta.name.trim() || t('editor.untitled'), region: document.region });
  useEditorShortcuts(true);

  const runSave = () =>
    void save({
      document,
      isNew,
      meta,
      savedMeta,
      onSaved: (saved) => {
        if (isNew) {
          // Saved: nothing is left to lose, so the route may change at once.
          dirtyRef.current = false;
          navigate(to(`/edit/${saved.id}`), { replace: true });
        }
      },
    });

  // Ctrl+S saves, as in every editor; the browser's "save page" is no use here.
  const saveRef = useRef(runSave);
  saveRef.current = runSave;
  // Stable callbacks for the memoized toolbar: an edit must not render the whole bar again.
  const onSave = useCallback(() => saveRef.current(), []);
  const onSettings = useCallback(() => setSettingsOpen(true), []);
  useSaveRetry(designer.store, () => saveRef.current());
  useEffect(() => {
    if (!canDesign) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [canDesign]);

  const replaceDocument = useCallback(
    (next: SheetDocument) => client.setQueryData(sheetDocumentKeys.one(next.kind, next.id), next),
    [client],
  );

  const reloadTheirs = async () => {
    try {
      const fresh = await fetchSheetDocument(document.kind, document.id, token);
      replaceDocument(fresh);
      designer.markSaved(fresh.data);
    } catch {
      enqueueSnackbar(t('editor.loadFailed'), { variant: 'error' });
    }
  };

  const reloadRef = useRef(reloadTheirs);
  reloadRef.current = reloadTheirs;
  const onImported = useCallback(() => void reloadRef.current(), []);

  const endActions = useEndActions({
    document,
    isNew,
    canDesign,
    search,
    dirty,
    onImported,
    onChanged: replaceDocument,
  });

  const settings: SheetSettings = { meta, ci: editor.data.ci, sticky: editor.data.sticky };

  return (
    <Box
      // Whether the panels have joined the page yet: tests that look at the whole designer wait for it.
      data-panels={panels ? 'shown' : 'pending'}
      sx={{
        // The designer fills the window below the top bar (FillsWindow in SheetEditorPage): it
        // takes the height left, whatever the bar's, and never makes the document scroll.
        flex: 1,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <EditorToolbar
        zoom={zoom}
        canDesign={canDesign}
        preview={preview}
        onPreviewChange={onPreviewChange}
        saving={saving}
        dirty={dirty}
        onSave={onSave}
        onSettings={onSettings}
        actions={endActions}
      />
      {canDesign && narrow && <NarrowDesignerNotice />}
      {canDesign && <SaveFailureNotice store={designer.store} />}
      {canDesign && <DesignerDraft store={designer.store} document={document} isNew={isNew} />}
      {!isNew && canDesign && document.kind === 'regional' && (
        <MasterFollowBar
          document={document}
          dirty={dirty}
          onUpdated={(copy) => {
            // The answer is the saved copy: it replaces the cached document and the editor's
            // saved state, so nothing reads as unsaved and the settings show it locked.
            replaceDocument(copy);
            designer.markSaved(copy.data);
            void client.invalidateQueries({ queryKey: sheetKeys.all });
            void client.invalidateQueries({ queryKey: ['regional_sheets'] });
          }}
          overwritten={overwritten}
          onOverwrittenClose={closeOverwritten}
        />
      )}
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {design && (
          <Box
            component="aside"
            aria-label={t('editor.sidebar.elements')}
            sx={{
              width: { xs: 210, lg: 240 },
              flex: 'none',
              borderRight: 1,
              borderColor: 'divider',
              overflow: 'auto',
              // At its end the wheel stops here instead of scrolling what is around it.
              overscrollBehavior: 'contain',
              bgcolor: 'background.paper',
            }}
          >
            <ElementPalette />
            {panels && <LayerList />}
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <PageTabs />
          <SheetCanvas zoom={zoom} />
        </Box>
        <SidePanel panels={panels} design={design} />
      </Box>
      <SettingsDialog
        open={settingsOpen}
        settings={settings}
        regional={document.kind === 'regional'}
        onClose={() => setSettingsOpen(false)}
        onApply={(next) => {
          setSettingsOpen(false);
          setMeta(next.meta);
          if (next.ci !== editor.data.ci || next.sticky !== editor.data.sticky) {
            editor.apply(
              (data) => ({ ...data, ci: next.ci, sticky: next.sticky }),
              t('editor.settings.title'),
            );
          }
        }}
      />
      <ConflictDialog
        names={conflictNames}
        pending={pending}
        saving={saving}
        onClose={closeConflict}
        onSave={(choose) => void resolve(choose)}
      />
      {canDesign && <LeaveGuard dirty={dirtyRef} />}
    </Box>
  );
}
