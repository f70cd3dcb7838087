import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';

/** Told by a page whether it fills the window (see FillsWindow); set by AppLayout. */
export const FillWindowContext = createContext<(fills: boolean) => void>(() => undefined);

/**
 * Renders its children as a page that fills the window below the top bar (the designer)
 * instead of flowing in the pages' column above the footer: AppLayout then leaves out the
 * column's padding, slims the footer and gives the page the window's remaining height, so the
 * document does not scroll, the page's own toolbar stays in view and its panels scroll inside
 * themselves. Claimed before paint, given up when the page leaves.
 */
export function FillsWindow({ children }: { children: ReactNode }) {
  const claim = useContext(FillWindowContext);
  useLayoutEffect(() => {
    claim(true);
    return () => claim(false);
  }, [claim]);
  return children;
}
