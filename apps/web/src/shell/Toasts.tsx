import { useMediaQuery, useTheme } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { toastComponents } from './ToastContent';
import { toastDurations } from './toasts';

/** Hands the toasts a place in a page's layout (`null` gives them back to the window). */
const ToastSlotContext = createContext<(slot: HTMLElement | null) => void>(() => undefined);

/**
 * The app's toasts: bottom centre, 4000 ms (SPEC section 9), one at a time, dense on a phone. A page may
 * give them a slot of its own with `useToastSlot` (the phone's dealer form, between its
 * fields and its export buttons): there a toast takes room in the layout instead of floating
 * over the inputs and buttons a dealer is about to tap.
 */
export function Toasts({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={toastDurations.default}
      // One at a time: a newer result replaces the shown one (the toast rule in toasts.ts).
      maxSnack={1}
      dense={phone}
      Components={toastComponents}
      domRoot={slot ?? undefined}
    >
      <ToastSlotContext.Provider value={setSlot}>{children}</ToastSlotContext.Provider>
    </SnackbarProvider>
  );
}

/**
 * A ref for the element that holds the toasts while it is mounted. The element must undo
 * notistack's fixed position for its `.notistack-SnackbarContainer` (see DealerForm).
 */
export function useToastSlot(): (slot: HTMLElement | null) => void {
  return useContext(ToastSlotContext);
}
