import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SheetDocument } from '../../../api/sheetDocument';
import { useAuth } from '../../../auth/AuthContext';
import type { DesignerStore } from '../state/designerStore';
import { draftKey } from '../state/draftStorage';
import { useDraftKeeping } from '../state/useDraftKeeping';

interface DesignerDraftProps {
  store: DesignerStore;
  document: SheetDocument;
  /** A sheet not saved yet has no id to keep a draft under. */
  isNew: boolean;
}

/**
 * Keeps the designer's unsaved work in this browser for this user and sheet (useDraftKeeping),
 * and offers what an earlier visit left unsaved: restore it or discard it.
 */
export function DesignerDraft({ store, document, isNew }: DesignerDraftProps) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const key = user && !isNew ? draftKey(user.username, document.kind, document.id) : null;
  const { draft, restore, discard } = useDraftKeeping(store, key);
  if (!draft) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert
      severity="info"
      sx={{ borderRadius: 0, py: 0, alignItems: 'center' }}
      action={
        <>
          <Button color="inherit" size="small" onClick={restore}>
            {t('editor.offline.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={discard}>
            {t('editor.offline.discard')}
          </Button>
        </>
      }
    >
      {t('editor.offline.draftFound', { time: time.format(new Date(draft.keptAt)) })}
    </Alert>
  );
}
