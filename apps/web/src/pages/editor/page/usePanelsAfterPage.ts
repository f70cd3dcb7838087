import { startTransition, useEffect, useState } from 'react';

/** However the page fares (a face that never arrives), the panels come after this long. */
const AT_THE_LATEST_MS = 2000;

/**
 * True once the page has been drawn and a frame painted: the designer's larger panels (the
 * layer list, properties or dealer fields, variants) then mount in a transition, which React
 * renders in slices between the browser's own tasks, so the page shows without waiting for
 * them. The toolbar and palette come with the page: they are small, and the toolbar's height
 * sets the canvas's zoom (mounted later, the page would jump). Once mounted the panels stay.
 */
export function usePanelsAfterPage(drawn: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    const latest = setTimeout(show, AT_THE_LATEST_MS);
    // The frame that paints the page comes first; the panels render after it.
    const frame = drawn ? requestAnimationFrame(show) : 0;
    return () => {
      clearTimeout(latest);
      cancelAnimationFrame(frame);
    };
  }, [drawn, shown]);
  return shown;
}
