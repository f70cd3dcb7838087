import type { SheetData } from '@pms/sheet/browser';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import {
  type SheetDocument,
  type SheetMeta,
  saveSheetDocument,
  sheetDocumentKeys,
} from '../../../api/sheetDocument';
import { sheetKeys } from '../../../api/sheets';
import { useAuth } from '../../../auth/AuthContext';
import { useToasts } from '../../../shell/useToasts';

/** The server's problem type for a save that would overwrite a copy's translations. */
export const TRANSLATIONS_OVERWRITTEN = '/api/errors/translations-overwritten';

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
  data: SheetData;
  /** The saved document; the frame takes its data, meta and version. */
  onSaved(saved: SheetDocument, sent: SheetData): void;
}

/**
 * Save as SPEC sections 4, 5 and 8 describe it: the Settings check first, then POST (new, 201)
 * or PUT (200) with the loaded version; a 409 opens the conflict dialog instead of a toast, or,
 * when the save would overwrite a copy's translations, names that refusal (`overwritten`).
 */
export function useSaveDocument() {
  const { t } = useTranslation();
  const { token } = useAuth();
  const client = useQueryClient();
  const { enqueueSnackbar } = useToasts();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [overwritten, setOverwritten] = useState<string | null>(null);
  const busy = useRef(false);

  const save = async ({ document, isNew, meta, data, onSaved }: SaveOptions) => {
    if (busy.current) return;
    const missing = missingField(document.kind, meta, data);
    if (missing !== null) {
      enqueueSnackbar(t('editor.save.missing', { field: t(`editor.fields.${missing}`) }), {
        variant: 'error',
      });
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      const saved = await saveSheetDocument(
        {
          kind: document.kind,
          id: isNew ? null : document.id,
          version: document.version,
          meta,
          data,
        },
        token,
      );
      client.setQueryData(sheetDocumentKeys.one(saved.kind, saved.id), saved);
      // The overview lists the sheet with its name, status and thumbnail: reload them.
      void client.invalidateQueries({ queryKey: sheetKeys.all });
      void client.invalidateQueries({ queryKey: ['regional_sheets'] });
      onSaved(saved, data);
      enqueueSnackbar(t(isNew ? 'editor.save.created' : 'editor.save.updated'), {
        variant: 'success',
      });
    } catch (error) {
      // The master's texts over the copy's translations: the server says which, and "Update
      // from master" is the way that keeps them. Reloading, as for a stale version, would not.
      if (error instanceof ApiError && error.problemType === TRANSLATIONS_OVERWRITTEN) {
        setOverwritten(error.message);
      } else if (error instanceof ApiError && error.status === 409) setConflict(true);
      else enqueueSnackbar(t('editor.save.failed'), { variant: 'error' });
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return {
    save,
    saving,
    conflict,
    closeConflict: () => setConflict(false),
    overwritten,
    closeOverwritten: () => setOverwritten(null),
  };
}
