import type { DealerValues } from '@pms/sheet/browser';
import { useEffect, useMemo, useRef, useState } from 'react';
import { failureOf } from '../../../api/failure';
import { readDealerValues, writeDealerValues } from './dealerValuesStorage';
import {
  type DealerValuesRemote,
  type DealerWork,
  fetchRemoteValues,
  type LoadedWork,
  type PageSelections,
  putRemoteValues,
  type SyncStatus,
  sameWork,
  sendOnExit,
  settleLoaded,
} from './dealerValuesSync';
import { scheduleRetry } from './saveRetry';

/** How long typing may pause before the values are saved. */
const SAVE_DELAY_MS = 700;

interface SyncOptions {
  remote: DealerValuesRemote | null;
  /** This browser's copy (localStorage key): kept until the server has the values. */
  localKey: string | null;
  values: DealerValues;
  replace: (values: DealerValues) => void;
  /** The variants chosen per page: saved with the values, restored on every device. */
  selection: PageSelections;
  replaceSelection: (selection: PageSelections) => void;
  /** Whether the sheet still takes a value for this element name. */
  allowed: (name: string) => boolean;
  /**
   * The server's values, loaded before the designer first rendered and already in `values` and
   * `selection` (see settleLoaded): taken instead of loading them, so they do not arrive after
   * the first layout and render the designer again.
   */
  initial?: LoadedWork | null;
}

/**
 * Keeps a dealer's values and choice of variants on the server: loads them when the sheet
 * opens (moving values this browser kept from before to the server, once), saves them shortly
 * after typing pauses and while the tab closes, and reports the state and the values the sheet
 * no longer takes. While the server cannot be reached it tries again with backoff (see
 * saveRetry.ts); after an ended session the new token loads and saves again. The values stay in
 * this browser's copy until the server has them.
 */
export function useDealerValuesSync(options: SyncOptions) {
  const { remote, localKey, values, selection, replace, replaceSelection } = options;
  const initial = useRef(options.initial ?? null);
  const [status, setStatus] = useState<SyncStatus>({
    state: remote && !initial.current ? 'loading' : 'saved',
  });
  const [dropped, setDropped] = useState<string[]>(() => initial.current?.dropped ?? []);
  const version = useRef(0);
  const confirmed = useRef<DealerWork | null>(null);
  const work = useMemo((): DealerWork => ({ values, selection }), [values, selection]);
  const latest = useRef(work);
  latest.current = work;
  const allowedRef = useRef(options.allowed);
  allowedRef.current = options.allowed;
  const url = remote?.url ?? null;
  const token = remote?.token ?? null;
  // Bumped by a retry: the load or the save runs again as it did.
  const [attempts, setAttempts] = useState({ load: 0, save: 0 });
  const failures = useRef(0);

  // Load: the server's values, unless this browser holds ones the server has not seen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry bumps attempts.load to load again.
  useEffect(() => {
    if (url === null) return;
    const opened = initial.current;
    // Once: a later load (another token) asks the server again.
    initial.current = null;
    if (opened) {
      version.current = opened.server.version;
      confirmed.current = opened.confirmed;
      if (localKey) writeDealerValues(localKey, opened.pending ? opened.kept : {});
      return;
    }
    let live = true;
    confirmed.current = null;
    setStatus({ state: 'loading' });
    fetchRemoteValues({ url, token }).then(
      (server) => {
        if (!live) return;
        version.current = server.version;
        const local = localKey ? readDealerValues(localKey) : {};
        const loaded = settleLoaded(server, local, allowedRef.current);
        setDropped(loaded.dropped);
        confirmed.current = loaded.confirmed;
        replace(loaded.kept);
        replaceSelection(server.selection);
        // Nothing unsent here: the server's values are the dealer's, and a copy kept here would
        // later pass for unsent typing and be saved over another device's newer values.
        if (!loaded.pending && localKey) writeDealerValues(localKey, {});
        failures.current = 0;
        setStatus({ state: 'saved' });
      },
      (error: unknown) => {
        if (!live) return;
        // Offline or refused: the values this browser kept stay in use.
        setStatus({ state: 'failed', failure: failureOf(error), during: 'load' });
      },
    );
    return () => {
      live = false;
    };
  }, [url, token, localKey, replace, replaceSelection, attempts.load]);

  // Save a moment after the last change; the local copy covers the time in between.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry bumps attempts.save to send again.
  useEffect(() => {
    if (url === null || confirmed.current === null) return;
    if (sameWork(work, confirmed.current)) {
      // Back to what the server holds before the pause ended (a reset): nothing to send.
      setStatus((current) => (current.state === 'saving' ? { state: 'saved' } : current));
      return;
    }
    setStatus({ state: 'saving' });
    const timer = window.setTimeout(() => {
      const sent = latest.current;
      putRemoteValues({ url, token }, sent, version.current).then(
        (saved) => {
          version.current = saved.version;
          confirmed.current = sent;
          failures.current = 0;
          if (sameWork(latest.current, sent)) {
            if (localKey) writeDealerValues(localKey, {});
            setStatus({ state: 'saved' });
          }
        },
        (error: unknown) =>
          setStatus({ state: 'failed', failure: failureOf(error), during: 'save' }),
      );
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url, token, localKey, work, attempts.save]);

  // Unreachable: try again by itself, later each time. An ended session waits for the new token
  // (the login dialog), a refusal for the dealer: sending the same again would be refused again.
  useEffect(() => {
    if (status.state !== 'failed' || status.failure !== 'offline') return;
    failures.current += 1;
    const { during } = status;
    return scheduleRetry(failures.current, () =>
      setAttempts((current) => ({ ...current, [during]: current[during] + 1 })),
    );
  }, [status]);

  // Closing the tab while a save waits: send it with the page's last breath.
  useEffect(() => {
    if (url === null) return;
    const flush = () => {
      if (confirmed.current === null || sameWork(latest.current, confirmed.current)) return;
      sendOnExit({ url, token }, latest.current, version.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [url, token]);

  return useMemo(() => ({ status, dropped }), [status, dropped]);
}
