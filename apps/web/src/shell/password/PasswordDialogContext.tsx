import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { PasswordDialog } from './PasswordDialog';

const OpenPasswordDialogContext = createContext<(() => void) | null>(null);

/**
 * Owns the one password dialog, so the drawer and the reminder toast after login open the
 * same dialog.
 */
export function PasswordDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openDialog = useMemo(() => () => setOpen(true), []);
  return (
    <OpenPasswordDialogContext.Provider value={openDialog}>
      {children}
      <PasswordDialog open={open} onClose={() => setOpen(false)} />
    </OpenPasswordDialogContext.Provider>
  );
}

/** Opens the password dialog. */
export function useOpenPasswordDialog(): () => void {
  const open = useContext(OpenPasswordDialogContext);
  if (!open) throw new Error('useOpenPasswordDialog needs a <PasswordDialogProvider>');
  return open;
}
