import { Alert } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignerStore } from '../state/designerStore';

/**
 * Says why the designer's save did not go through when waiting or logging in helps, and that
 * the changes are kept: an unreachable server (the save is tried again by itself, see
 * useSaveRetry) or an ended session (the login dialog is open). It goes away when a save
 * succeeds. A refusal keeps its own message (the save's toast).
 */
export function SaveFailureNotice({ store }: { store: DesignerStore }) {
  const { t } = useTranslation();
  const { save } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (save.state !== 'error' || save.failure === 'refused') return null;
  return (
    <Alert
      role="status"
      severity={save.failure === 'offline' ? 'warning' : 'error'}
      data-save-failure={save.failure}
      sx={{ borderRadius: 0, py: 0 }}
    >
      {t(`editor.offline.${save.failure}`)}
    </Alert>
  );
}
