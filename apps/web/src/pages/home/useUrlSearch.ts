import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

/** How long typing must pause before the router hears of the search. */
const ROUTER_DELAY_MS = 300;

export interface UrlSearch {
  search: string;
  setSearch: (value: string) => void;
  /**
   * The search the page was opened with, replaced by each navigation that brings another one
   * (back, forward, a link): the search box takes it over whenever it changes.
   */
  arrival: { search: string };
}

/** Runs after the browser has painted the frame this change goes into. */
function afterPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * The overview's search text, kept in the URL (`?search=winter`) so reload and back work. The
 * address bar follows each letter once the results are painted (replacing the URL takes a
 * millisecond or two, which a keystroke should not wait for); the router follows when typing
 * pauses, because a router update redraws the whole app. Typing replaces the URL entry; a
 * navigation from elsewhere (back, forward, a link) brings its search.
 */
export function useUrlSearch(): UrlSearch {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const inUrl = params.get('search') ?? '';
  const [search, setText] = useState(inUrl);
  const [arrival, setArrival] = useState(() => ({ search: inUrl }));
  const [seenKey, setSeenKey] = useState(location.key);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    // Our own replacements may arrive letters behind the box; only other navigations count.
    if (navigationType !== 'REPLACE' && inUrl !== search) {
      setText(inUrl);
      setArrival({ search: inUrl });
    }
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const setSearch = useCallback(
    (value: string) => {
      setText(value);
      const withSearch = (current: URLSearchParams) => {
        const next = new URLSearchParams(current);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      };
      const path = window.location.pathname;
      afterPaint(() => {
        // Gone to another page meanwhile: that page's URL is not ours to change.
        if (window.location.pathname !== path) return;
        // The router's own history state stays, so its back and forward keep working.
        const url = new URL(window.location.href);
        url.search = withSearch(url.searchParams).toString();
        window.history.replaceState(window.history.state, '', url);
      });
      clearTimeout(timer.current);
      // Typing replaces the entry, so back leaves the search instead of undoing letters.
      timer.current = setTimeout(() => setParams(withSearch, { replace: true }), ROUTER_DELAY_MS);
    },
    [setParams],
  );
  return { search, setSearch, arrival };
}
