import type { MergeSide, SheetData } from '@pms/sheet/browser';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { failureOf } from '../../../api/failure';
import { fetchSheetRevisions } from '../../../api/revisions';
import {
  fetchSheetDocument,
  type SheetDocument,
  type SheetMeta,
  saveSheetDocument,
  sheetDocumentKeys,
} from '../../../api/sheetDocument';
import { sheetKeys } from '../../../api/sheets';
import { useAuth } from '../../../auth/AuthContext';
import { useToasts } from '../../../shell/useToasts';
import type { DesignerStore } from '../state/designerStore';
import {
  type SaveOutcome,
  type SaveServer,
  saveMerging,
  saveResolved,
  settleSave,
  TRANSLATIONS_OVERWRITTEN,
} from '../state/saveFlow';
import { savedByOf } from '../state/saveMerge';
import { useMergeNotice } from './useMergeNotice';

export { TRANSLATIONS_OVERWRITTEN } from '../state/saveFlow';

/** The Settings field a save misses (SPEC section 5), or null when it may go. */
export function missingField(
  kind: SheetDocument['kind'],
  meta: SheetMeta,
  data: SheetData,
): 'name' | 'category' | 'ci' | null {
  if (meta.name.trim() === '') return 'name';
  if (kind === 'sheet' && !meta.category) return 'category';
  if (data.ci.trim() === '') return 'ci';
  return null;
}

interface SaveOptions {
  document: SheetDocument;
  isNew: boolean;
  meta: SheetMeta;
  /** The settings as loaded or last saved: the merge's base beside the store's saved data. */
  savedMeta: SheetMeta;
  /** The saved document, already the store's saved state; the frame takes its meta and version. */
  onSaved(saved: SheetDocument): void;
}

/**
 * Save as SPEC sections 4, 5 and 8 describe it: the Settings check first, then POST (new, 201)
 * or PUT (200) with the loaded version. Where the save state lives is the designer's store
 * (startSave, markSaved, saveConflicted, saveFailed). A 409 merges with the newer version
 * (saveFlow.ts): saved at once when nothing clashes, else the conflict dialog asks; a save that
 * would overwrite a copy's translations is named instead (`overwritten`).
 */
export function useSaveDocument(store: DesignerStore) {
  const { t } = useTranslation();
  const { token, user } = useAuth();
  const client = useQueryClient();
  const { enqueueSnackbar } = useToasts();
  const notify = useMergeNotice();
  const { save: state } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [overwritten, setOverwritten] = useState<string | null>(null);
  // The frame's last options: a conflict's answer is saved for the document it was opened on.
  const last = useRef<SaveOptions | null>(null);

  const serverFor = (document: SheetDocument): SaveServer => ({
    put: (version, mine) =>
      saveSheetDocument(
        { kind: document.kind, id: document.id, version, meta: mine.meta, data: mine.data },
        token,
      ),
    latest: async () => {
      const [latest, revisions] = await Promise.all([
        fetchSheetDocument(document.kind, document.id, token),
        fetchSheetRevisions(document.kind, document.id, token).catch(() => []),
      ]);
      const by = revisions.find((r) => r.version === latest.version)?.createdBy;
      return { document: latest, savedBy: savedByOf(by, user?.username ?? null) };
    },
  });

  const finish = (outcome: SaveOutcome, sent: SheetData, options: SaveOptions) => {
    settleSave(store, outcome, sent);
    if (outcome.kind === 'conflict') return;
    const saved = outcome.document;
    client.setQueryData(sheetDocumentKeys.one(saved.kind, saved.id), saved);
    // The overview lists the sheet with its name, status and thumbnail: reload them.
    void client.invalidateQueries({ queryKey: sheetKeys.all });
    void client.invalidateQueries({ queryKey: ['regional_sheets'] });
    options.onSaved(saved);
    if (outcome.notice) notify(outcome.notice);
    else
      enqueueSnackbar(t(options.isNew ? 'editor.save.created' : 'editor.save.updated'), {
        variant: 'success',
      });
  };

  const failed = (error: unknown) => {
    // The master's texts over the copy's translations: the server says which, and "Update
    // from master" is the way that keeps them. A merge would not.
    if (error instanceof ApiError && error.problemType === TRANSLATIONS_OVERWRITTEN) {
      store.resolveConflict('mine');
      setOverwritten(error.message);
      return;
    }
    // Why it failed (offline, session ended, refused) decides whether a retry may help. An
    // offline or ended session is told by the notice under the toolbar, which stays until the
    // retry or the login succeeds: a toast on each retry would only repeat it.
    const failure = failureOf(error);
    store.saveFailed(failure);
    if (failure === 'refused') enqueueSnackbar(t('editor.save.failed'), { variant: 'error' });
  };

  const save = async (options: SaveOptions) => {
    // Read live, not from the last render: a second Ctrl+S may come before it.
    if (store.getSnapshot().save.state === 'saving') return;
    const { document, isNew, meta, savedMeta } = options;
    const missing = missingField(document.kind, meta, store.data);
    if (missing !== null) {
      // The gear's own label, so the message names what the person sees in the toolbar.
      const where = {
        field: t(`editor.fields.${missing}`),
        settings: t('editor.toolbar.settings'),
      };
      enqueueSnackbar(t('editor.save.missing', where), { variant: 'error' });
      return;
    }
    last.current = options;
    const sent = store.startSave();
    try {
      if (isNew) {
        const created = await saveSheetDocument(
          { kind: document.kind, id: null, version: document.version, meta, data: sent },
          token,
        );
        finish({ kind: 'saved', document: created, notice: null }, sent, options);
        return;
      }
      const base = { data: store.getSnapshot().saved, meta: savedMeta, version: document.version };
      const outcome = await saveMerging(serverFor(document), base, { data: sent, meta });
      finish(outcome, sent, options);
    } catch (error) {
      failed(error);
    }
  };

  /** Saves the dialog's answer: per conflict, `mine` or `theirs` (unlisted keep mine). */
  const resolve = async (choose: Readonly<Record<string, MergeSide>>) => {
    const options = last.current;
    const now = store.getSnapshot().save;
    if (now.state !== 'conflict' || !now.pending || !options) return;
    const { pending } = now;
    const sent = store.startSave(now.sent);
    try {
      const outcome = await saveResolved(serverFor(options.document), pending, choose);
      finish(outcome, sent, options);
    } catch (error) {
      failed(error);
    }
  };

  return {
    save,
    saving: state.state === 'saving',
    pending: state.state === 'conflict' ? (state.pending ?? null) : null,
    resolve,
    /** The dialog closed unanswered: the edits stay, unsaved, and the next Save merges again. */
    closeConflict: () => store.resolveConflict('mine'),
    overwritten,
    closeOverwritten: () => setOverwritten(null),
  };
}
