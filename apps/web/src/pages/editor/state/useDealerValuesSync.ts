import type { DealerValues } from '@pms/sheet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { readDealerValues, writeDealerValues } from './dealerValuesStorage';
import {
  allowedValues,
  type DealerValuesRemote,
  fetchRemoteValues,
  putRemoteValues,
  type SyncStatus,
  sendOnExit,
} from './dealerValuesSync';

/** How long typing may pause before the values are saved. */
const SAVE_DELAY_MS = 700;

interface SyncOptions {
  remote: DealerValuesRemote | null;
  /** This browser's copy (localStorage key): kept until the server has the values. */
  localKey: string | null;
  values: DealerValues;
  replace: (values: DealerValues) => void;
  /** Whether the sheet still takes a value for this element name. */
  allowed: (name: string) => boolean;
}

const same = (a: DealerValues, b: DealerValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps a dealer's values on the server: loads them when the sheet opens (moving values this
 * browser kept from before to the server, once), saves them shortly after typing pauses and
 * while the tab closes, and reports the state and the values the sheet no longer takes.
 */
export function useDealerValuesSync({ remote, localKey, values, replace, allowed }: SyncOptions) {
  const [status, setStatus] = useState<SyncStatus>({ state: remote ? 'loading' : 'saved' });
  const [dropped, setDropped] = useState<string[]>([]);
  const version = useRef(0);
  const confirmed = useRef<DealerValues | null>(null);
  const latest = useRef(values);
  latest.current = values;
  const allowedRef = useRef(allowed);
  allowedRef.current = allowed;
  const url = remote?.url ?? null;
  const token = remote?.token ?? null;

  // Load: the server's values, unless this browser holds ones the server has not seen.
  useEffect(() => {
    if (url === null) return;
    let live = true;
    confirmed.current = null;
    setStatus({ state: 'loading' });
    fetchRemoteValues({ url, token }).then(
      (server) => {
        if (!live) return;
        version.current = server.version;
        const local = localKey ? readDealerValues(localKey) : {};
        const pending = Object.keys(local).length > 0 && !same(local, server.values);
        const { kept, dropped: gone } = allowedValues(
          pending ? local : server.values,
          allowedRef.current,
        );
        setDropped([...server.dropped.map((d) => d.element), ...gone]);
        confirmed.current = pending ? server.values : kept;
        // Nothing unsent here: the server's values are the dealer's, this copy is not needed.
        if (!pending && localKey) writeDealerValues(localKey, {});
        replace(kept);
        setStatus({ state: 'saved' });
      },
      (error: unknown) => {
        if (!live) return;
        // Offline or refused: the values this browser kept stay in use.
        setStatus({ state: 'failed', message: error instanceof Error ? error.message : '' });
      },
    );
    return () => {
      live = false;
    };
  }, [url, token, localKey, replace]);

  // Save a moment after the last change; the local copy covers the time in between.
  useEffect(() => {
    if (url === null || confirmed.current === null) return;
    if (same(values, confirmed.current)) return;
    setStatus({ state: 'saving' });
    const timer = window.setTimeout(() => {
      const sent = latest.current;
      putRemoteValues({ url, token }, sent, version.current).then(
        (saved) => {
          version.current = saved.version;
          confirmed.current = sent;
          if (same(latest.current, sent)) {
            if (localKey) writeDealerValues(localKey, {});
            setStatus({ state: 'saved' });
          }
        },
        (error: unknown) =>
          setStatus({ state: 'failed', message: error instanceof Error ? error.message : '' }),
      );
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url, token, localKey, values]);

  // Closing the tab while a save waits: send it with the page's last breath.
  useEffect(() => {
    if (url === null) return;
    const flush = () => {
      if (confirmed.current === null || same(latest.current, confirmed.current)) return;
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
