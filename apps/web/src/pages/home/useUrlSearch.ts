import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

/** How long typing must pause before the router hears of the search. */
const ROUTER_DELAY_MS = 300;

/**
 * The overview's search text, kept in the URL (`?search=winter`) so reload and back work. The
 * box answers from local state at once. The address bar follows each letter directly; the
 * router follows when typing pauses, because a router update redraws the whole app in a
 * transition, which took longer than a keystroke may. Typing replaces the URL entry; a
 * navigation from elsewhere (back, forward, a link) brings its search into the box.
 */
export function useUrlSearch(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const inUrl = params.get('search') ?? '';
  const [text, setText] = useState(inUrl);
  const [seenKey, setSeenKey] = useState(location.key);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    // Our own replacements may arrive letters behind the box; only other navigations count.
    if (navigationType !== 'REPLACE' && inUrl !== text) setText(inUrl);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = useCallback(
    (value: string) => {
      setText(value);
      const withSearch = (current: URLSearchParams) => {
        const next = new URLSearchParams(current);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      };
      // The router's own history state stays, so its back and forward keep working.
      const url = new URL(window.location.href);
      url.search = withSearch(url.searchParams).toString();
      window.history.replaceState(window.history.state, '', url);
      clearTimeout(timer.current);
      // Typing replaces the entry, so back leaves the search instead of undoing letters.
      timer.current = setTimeout(() => setParams(withSearch, { replace: true }), ROUTER_DELAY_MS);
    },
    [setParams],
  );
  return [text, change];
}
