import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useAuth } from '../../../auth/AuthContext';
import type { DesignerStore } from './designerStore';
import { scheduleRetry } from './saveRetry';

/**
 * Sends the designer's failed save again by itself: while the server cannot be reached, with
 * backoff (saveRetry.ts) or at once when the browser is online again or the tab visible; after
 * an ended session, once the login dialog brought a new token. Only while there is something
 * unsaved; a refused save waits for the user (the same save would be refused again).
 * `save` is the page's own save, the one the Save button and Ctrl+S call.
 */
export function useSaveRetry(store: DesignerStore, save: () => void): void {
  const saveRef = useRef(save);
  saveRef.current = save;
  const { token } = useAuth();
  const { save: state } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const failures = useRef(0);

  useEffect(() => {
    if (state.state === 'idle') failures.current = 0;
    if (state.state !== 'error' || state.failure !== 'offline' || !store.dirty) return;
    failures.current += 1;
    return scheduleRetry(failures.current, () => saveRef.current());
  }, [state, store]);

  const lastToken = useRef(token);
  useEffect(() => {
    if (token === lastToken.current) return;
    lastToken.current = token;
    const now = store.getSnapshot().save;
    if (token && store.dirty && now.state === 'error' && now.failure === 'session') {
      saveRef.current();
    }
  }, [token, store]);
}
