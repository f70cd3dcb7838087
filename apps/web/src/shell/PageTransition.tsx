import { Box, Fade, useMediaQuery } from '@mui/material';
import { createContext, type ReactNode, useContext, useRef, useState } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { stripLanguagePrefix } from '../i18n/languagePath';

/** How long the old page takes to leave and the new one to enter, in ms. */
export const pageTransitionMs = { exit: 150, enter: 225 } as const;

const LeavingPageContext = createContext(false);

/**
 * True inside a page that is fading out after navigation. Such a page still renders, but must
 * not act on the new state (e.g. a guard must not redirect because the user just logged out).
 */
export function useIsLeavingPage(): boolean {
  return useContext(LeavingPageContext);
}

/**
 * The outlet with an "out-in" page change: the old page fades out completely before the new
 * one fades in. Keyed by the path without language prefix, so switching language stays put.
 * With prefers-reduced-motion the page changes at once. The page a load opens shows at once
 * too: it is no page change, and its fade-in made the browser lay out the whole page in the
 * middle of the first render (11 ms of a designer's opening) and then kept it faint for 225 ms.
 */
export function PageTransition() {
  const location = useLocation();
  const outlet = useOutlet();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const key = stripLanguagePrefix(location.pathname);
  const [shownKey, setShownKey] = useState(key);
  // The page that was showing before the navigation, kept to let it fade out.
  const lastOutlet = useRef<ReactNode>(outlet);

  const leaving = key !== shownKey && !reduceMotion;
  if (!leaving) lastOutlet.current = outlet;
  if (reduceMotion && key !== shownKey) setShownKey(key);

  return (
    <Fade
      in={!leaving}
      appear={false}
      timeout={reduceMotion ? 0 : pageTransitionMs}
      onExited={() => setShownKey(key)}
    >
      <Box>
        <LeavingPageContext.Provider value={leaving}>
          {leaving ? lastOutlet.current : outlet}
        </LeavingPageContext.Provider>
      </Box>
    </Fade>
  );
}
