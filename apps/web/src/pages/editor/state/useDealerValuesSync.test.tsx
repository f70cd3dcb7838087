import type { DealerValues } from '@pms/sheet/browser';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useCallback, useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealerValuesKey, readDealerValues, writeDealerValues } from './dealerValuesStorage';
import { type PageSelections, remoteValuesSchema, settleLoaded } from './dealerValuesSync';
import { useDealerValuesSync } from './useDealerValuesSync';

const URL = '/api/regional_sheets/4/dealer_values';
const KEY = dealerValuesKey('dealer.cz', 'regional', 4);

/** As the designer's provider does: every value set is also kept in this browser at once. */
function useStoringHarness(token = 't') {
  const [values, setValues] = useState<DealerValues>({});
  const [selection, setSelection] = useState<PageSelections>({});
  const replace = useCallback((next: DealerValues) => {
    setValues(next);
    writeDealerValues(KEY, next);
  }, []);
  const remote = useMemo(() => ({ url: URL, token }), [token]);
  const sync = useDealerValuesSync({
    remote,
    localKey: KEY,
    values,
    replace,
    selection,
    replaceSelection: setSelection,
    allowed: () => true,
  });
  return { values, replace, sync };
}

/** The server's record at the fetch boundary: versions checked as the API checks them. */
interface ServerRecord {
  values: DealerValues;
  selection?: Record<string, Record<string, number>>;
  version: number;
}

function fakeServer(initial: ServerRecord) {
  const record = { selection: {}, ...initial };
  const requests: { method: string; body?: ServerRecord; token?: string | null }[] = [];
  /**
   * `now`: `down`, nothing answers (fetch rejects); a status, every request gets it; null, all
   * well. `dead`: a token whose session the server ended (401).
   */
  const trouble: { now: 'down' | number | null; dead: string | null } = { now: null, dead: null };
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const token = new Headers(init.headers).get('Authorization');
    requests.push({ method, body, token, ...(init.keepalive ? { keepalive: true } : {}) });
    if (trouble.now === 'down') throw new TypeError('Failed to fetch');
    if (trouble.dead !== null && token === `Bearer ${trouble.dead}`) {
      return Response.json({ message: 'Please log in to continue.' }, { status: 401 });
    }
    if (typeof trouble.now === 'number') {
      return Response.json({ message: 'Please log in to continue.' }, { status: trouble.now });
    }
    if (method === 'PUT') {
      if (body.version !== record.version) {
        return Response.json({ 'hydra:description': 'stale' }, { status: 409 });
      }
      record.values = body.values;
      record.selection = body.selection;
      record.version += 1;
    }
    return Response.json({ ...record, dropped: [] });
  });
  return { record, requests, trouble };
}

function useHarness(start: DealerValues, allowed = (_: string) => true) {
  const [values, setValues] = useState(start);
  const [selection, setSelection] = useState<PageSelections>({});
  const sync = useDealerValuesSync({
    remote: { url: URL, token: 't' },
    localKey: KEY,
    values,
    replace: setValues,
    selection,
    replaceSelection: setSelection,
    allowed,
  });
  return { values, setValues, selection, setSelection, sync };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const price = { Price: { text: '<p>999 €</p>' } };
// The designer's callbacks and state keep their identity across renders; so do these.
const ignore = () => undefined;
const noSelection: PageSelections = {};

describe('useDealerValuesSync', () => {
  it("shows the server's values on a new device and saves typing after a pause", async () => {
    const server = fakeServer({ values: price, version: 3 });
    const { result } = renderHook(() => useHarness({}));
    await waitFor(() => expect(result.current.values).toEqual(price));
    expect(result.current.sync.status.state).toBe('saved');
    act(() => result.current.setValues({ Price: { text: '<p>899 €</p>' } }));
    expect(result.current.sync.status.state).toBe('saving');
    await waitFor(() => expect(result.current.sync.status.state).toBe('saved'));
    expect(server.record).toEqual({
      values: { Price: { text: '<p>899 €</p>' } },
      selection: {},
      version: 4,
    });
  });

  it('restores the variants chosen on another device and saves a new choice', async () => {
    const server = fakeServer({ values: {}, selection: { 1: { 2: 7 } }, version: 2 });
    const { result } = renderHook(() => useHarness({}));
    await waitFor(() => expect(result.current.selection).toEqual({ 1: { 2: 7 } }));
    expect(result.current.sync.status.state).toBe('saved');
    act(() => result.current.setSelection({ 0: { 1: 3 }, 1: { 2: 7 } }));
    await waitFor(() => expect(server.record.version).toBe(3));
    expect(server.record.selection).toEqual({ 0: { 1: 3 }, 1: { 2: 7 } });
    expect(server.record.values).toEqual({});
  });

  it('is saved again when the values go back to the saved ones before the pause ends', async () => {
    const server = fakeServer({ values: price, version: 3 });
    const { result } = renderHook(() => useHarness({}));
    await waitFor(() => expect(result.current.values).toEqual(price));
    act(() => result.current.setValues({ Price: { text: '<p>1 €</p>' } }));
    expect(result.current.sync.status.state).toBe('saving');
    act(() => result.current.setValues(price));
    expect(result.current.sync.status.state).toBe('saved');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(server.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it("keeps no copy of the server's values in this browser, so a later visit cannot resend them", async () => {
    const server = fakeServer({ values: price, version: 3 });
    const { result } = renderHook(() => useStoringHarness());
    await waitFor(() => expect(result.current.values).toEqual(price));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    // Another device saves newer values; this one opens again and takes them.
    server.record.values = { Price: { text: '<p>799 €</p>' } };
    server.record.version = 4;
    const again = renderHook(() => useStoringHarness());
    await waitFor(() => expect(again.result.current.values).toEqual(server.record.values));
    expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('moves values this browser kept from before to the server, once', async () => {
    writeDealerValues(KEY, price);
    const server = fakeServer({ values: {}, version: 0 });
    const { result } = renderHook(() => useHarness(readDealerValues(KEY)));
    await waitFor(() => expect(server.record.version).toBe(1));
    expect(server.record.values).toEqual(price);
    await waitFor(() => expect(result.current.sync.status.state).toBe('saved'));
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('saves over a version another device saved in between (the same dealer typed last)', async () => {
    const server = fakeServer({ values: {}, version: 1 });
    const { result } = renderHook(() => useHarness({}));
    await waitFor(() => expect(result.current.sync.status.state).toBe('saved'));
    server.record.version = 5;
    act(() => result.current.setValues(price));
    await waitFor(() => expect(server.record.values).toEqual(price));
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET', 'PUT']);
  });

  it('sends unsaved values while the page goes away', async () => {
    const server = fakeServer({ values: {}, version: 1 });
    const { result } = renderHook(() => useHarness({}));
    await waitFor(() => expect(result.current.sync.status.state).toBe('saved'));
    act(() => result.current.setValues(price));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(server.requests.some((r) => 'keepalive' in r)).toBe(true));
    expect(server.record.values).toEqual(price);
  });

  it('names the values the sheet no longer takes and keeps the rest', async () => {
    fakeServer({ values: { ...price, Gone: { text: 'x' } }, version: 2 });
    const { result } = renderHook(() => useHarness({}, (name) => name === 'Price'));
    await waitFor(() => expect(result.current.sync.dropped).toEqual(['Gone']));
    expect(result.current.values).toEqual(price);
  });

  it('takes values loaded before the first render without asking again, and saves on typing', async () => {
    const server = fakeServer({ values: price, version: 3 });
    const loaded = settleLoaded(
      remoteValuesSchema.parse({ values: { ...price, Gone: { text: 'x' } }, version: 3 }),
      {},
      (name) => name === 'Price',
    );
    const { result } = renderHook(() => {
      const [values, setValues] = useState(loaded.kept);
      const sync = useDealerValuesSync({
        remote: { url: URL, token: 't' },
        localKey: KEY,
        values,
        replace: setValues,
        selection: loaded.server.selection,
        replaceSelection: ignore,
        allowed: (name) => name === 'Price',
        initial: loaded,
      });
      return { values, setValues, sync };
    });
    expect(result.current.sync.status.state).toBe('saved');
    expect(result.current.sync.dropped).toEqual(['Gone']);
    act(() => result.current.setValues({ Price: { text: '<p>5 €</p>' } }));
    await waitFor(() => expect(server.record.version).toBe(4));
    // The version came with the values loaded early: no GET, and no 409 on the first save.
    expect(server.requests.map((r) => r.method)).toEqual(['PUT']);
  });

  it("moves this browser's unsent values over the ones loaded early", async () => {
    writeDealerValues(KEY, price);
    const server = fakeServer({ values: {}, version: 0 });
    const loaded = settleLoaded(
      remoteValuesSchema.parse({ values: {}, version: 0 }),
      readDealerValues(KEY),
      () => true,
    );
    expect(loaded.pending).toBe(true);
    renderHook(() =>
      useDealerValuesSync({
        remote: { url: URL, token: 't' },
        localKey: KEY,
        values: loaded.kept,
        replace: ignore,
        selection: noSelection,
        replaceSelection: ignore,
        allowed: () => true,
        initial: loaded,
      }),
    );
    await waitFor(() => expect(server.record.version).toBe(1));
    expect(server.record.values).toEqual(price);
    expect(server.requests.map((r) => r.method)).toEqual(['PUT']);
  });

  describe('when saving fails', () => {
    async function typedWhile(trouble: 'down' | number | 'ended') {
      const server = fakeServer({ values: {}, version: 1 });
      const view = renderHook(({ token }) => useStoringHarness(token), {
        initialProps: { token: 't' },
      });
      await waitFor(() => expect(view.result.current.sync.status.state).toBe('saved'));
      if (trouble === 'ended') server.trouble.dead = 't';
      else server.trouble.now = trouble;
      act(() => view.result.current.replace(price));
      await waitFor(() => expect(view.result.current.sync.status.state).toBe('failed'));
      return { server, view };
    }

    it('says the server is unreachable, keeps the values here and saves them when it answers', async () => {
      const { server, view } = await typedWhile('down');
      expect(view.result.current.sync.status).toEqual({
        state: 'failed',
        failure: 'offline',
        during: 'save',
      });
      expect(readDealerValues(KEY)).toEqual(price);
      server.trouble.now = null;
      // No keystroke: the browser being online again is enough (the timer's backoff is
      // saveRetry.test.ts's).
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(view.result.current.sync.status.state).toBe('saved'));
      expect(server.record.values).toEqual(price);
      expect(window.localStorage.getItem(KEY)).toBeNull();
    });

    it('says the session ended and saves with the new token after logging in', async () => {
      const { server, view } = await typedWhile('ended');
      expect(view.result.current.sync.status).toMatchObject({ failure: 'session' });
      // An ended session is not retried with the dead token.
      const sent = server.requests.length;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(server.requests.length).toBe(sent);
      expect(readDealerValues(KEY)).toEqual(price);
      view.rerender({ token: 'new' });
      await waitFor(() => expect(server.record.values).toEqual(price));
      await waitFor(() => expect(view.result.current.sync.status.state).toBe('saved'));
      expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', token: 'Bearer new' });
    });

    it('does not send a refused save again by itself', async () => {
      const { server, view } = await typedWhile(403);
      expect(view.result.current.sync.status).toMatchObject({ failure: 'refused' });
      const sent = server.requests.length;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(server.requests.length).toBe(sent);
      expect(readDealerValues(KEY)).toEqual(price);
    });

    it('loads again when the server answers after failing on opening', async () => {
      const server = fakeServer({ values: price, version: 2 });
      server.trouble.now = 'down';
      const { result } = renderHook(() => useStoringHarness());
      await waitFor(() =>
        expect(result.current.sync.status).toMatchObject({ failure: 'offline', during: 'load' }),
      );
      server.trouble.now = null;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(result.current.values).toEqual(price));
      expect(result.current.sync.status.state).toBe('saved');
    });
  });
});
