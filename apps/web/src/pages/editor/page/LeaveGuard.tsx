import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/**
 * Asks before unsaved changes are left behind (SPEC section 4's "leaving asks first"): on a
 * route change inside the app with a dialog, on closing or reloading the tab with the
 * browser's own prompt. `dirty` is a ref so a save that navigates right away is not blocked.
 */
export function LeaveGuard({ dirty }: { dirty: RefObject<boolean> }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current === true && currentLocation.pathname !== nextLocation.pathname,
  );

  // The dialog calls onConfirm and then onClose: leaving must not be reset right after.
  const leaving = useRef(false);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('editor.leave.title')}
      text={t('editor.leave.text')}
      confirmLabel={t('editor.leave.confirm')}
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
      onClose={() => {
        if (leaving.current) leaving.current = false;
        else blocker.reset?.();
      }}
    />
  );
}
