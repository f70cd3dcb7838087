import { type DealerValues, dealerValuesSchema, type VariantSelection } from '@pms/sheet/browser';
import { z } from 'zod';
import { ApiError, apiBase, apiFetch, rawRequest } from '../../../api/client';
import { doneEarly, takeEarly } from '../../../api/earlyRequests';
import type { Failure } from '../../../api/failure';

/** The variants a user chose, per page index (variant group ids are numbered per page). */
export type PageSelections = Readonly<Record<number, VariantSelection>>;

const pageSelectionsSchema = z
  .record(z.string(), z.record(z.string(), z.number()))
  .transform((pages): PageSelections => {
    const out: Record<number, VariantSelection> = {};
    for (const [page, groups] of Object.entries(pages)) {
      const selection: VariantSelection = {};
      for (const [group, variant] of Object.entries(groups)) selection[Number(group)] = variant;
      out[Number(page)] = selection;
    }
    return out;
  });

/** What a dealer keeps per sheet: the values of their fields and their choice of variants. */
export interface DealerWork {
  values: DealerValues;
  selection: PageSelections;
}

/** The server's record of one user's values for one sheet (`…/dealer_values`). */
export const remoteValuesSchema = z.object({
  values: dealerValuesSchema.catch({}),
  selection: pageSelectionsSchema.catch({}).default({}),
  version: z.number(),
  dropped: z
    .array(z.object({ element: z.string(), reason: z.string() }))
    .catch([])
    .default([]),
});

export type RemoteValues = z.infer<typeof remoteValuesSchema>;

/** Where a user's values for a sheet live on the server, and the token to reach them. */
export interface DealerValuesRemote {
  url: string;
  token: string | null;
}

/** The same work, as JSON compares it (selection keys come back as strings either way). */
export function sameWork(a: DealerWork, b: DealerWork): boolean {
  return (
    JSON.stringify(a.values) === JSON.stringify(b.values) &&
    JSON.stringify(a.selection) === JSON.stringify(b.selection)
  );
}

/**
 * What the dealer is told about their values: being saved, saved, or not saved and why
 * (`failure`: waiting helps, logging in helps, or neither), and whether loading or saving failed.
 * The server's own text is never shown: it is not in the dealer's language.
 */
export type SyncStatus =
  | { state: 'loading' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; failure: Failure; during: 'load' | 'save' };

export async function fetchRemoteValues(remote: DealerValuesRemote): Promise<RemoteValues> {
  return remoteValuesSchema.parse(await apiFetch(remote.url, { token: remote.token }));
}

/** Longer than the answer takes when the entry asked early; after it the designer loads them. */
const EARLY_VALUES_MS = 1500;

/**
 * The values the entry asked for early (see earlyDesigner.ts), or null: none were asked for,
 * the answer failed or is late. The designer then loads them itself, as before.
 */
export function earlyRemoteValues(url: string): Promise<RemoteValues | null> {
  const early = takeEarly(url);
  if (!early) return Promise.resolve(null);
  const answer = early.then(
    (body) => {
      doneEarly(url);
      return remoteValuesSchema.parse(body);
    },
    () => null,
  );
  const late = new Promise<null>((resolve) =>
    window.setTimeout(() => resolve(null), EARLY_VALUES_MS),
  );
  return Promise.race([answer.catch(() => null), late]);
}

/**
 * Saves the values with the version last seen. A 409 means another device or tab saved in
 * between: this device's values are the latest the dealer typed, so they are saved over that
 * version (the same person's work, never another user's: each user has their own record).
 */
export async function putRemoteValues(
  remote: DealerValuesRemote,
  work: DealerWork,
  version: number,
): Promise<RemoteValues> {
  const { values, selection } = work;
  const put = (at: number) =>
    apiFetch(remote.url, {
      method: 'PUT',
      token: remote.token,
      body: { values, selection, version: at },
    });
  try {
    return remoteValuesSchema.parse(await put(version));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const latest = await fetchRemoteValues(remote);
    return remoteValuesSchema.parse(await put(latest.version));
  }
}

/**
 * Sends the values while the page goes away: `keepalive` lets the request outlive the tab,
 * so the last keystrokes before closing it are not lost.
 */
export function sendOnExit(remote: DealerValuesRemote, work: DealerWork, version: number) {
  void rawRequest(`${apiBase}${remote.url}`, {
    method: 'PUT',
    token: remote.token,
    body: { values: work.values, selection: work.selection, version },
    keepalive: true,
  }).catch(() => {
    // The local copy stays and is sent on the next visit.
  });
}

/** The server's record as the designer takes it on opening, with this browser's unsent copy. */
export interface LoadedWork {
  server: RemoteValues;
  /** The values shown: this browser's unsent ones if any, else the server's; only names allowed. */
  kept: DealerValues;
  /** This browser held values the server has not seen: they are saved over the server's. */
  pending: boolean;
  /** Element names whose values the sheet no longer takes. */
  dropped: string[];
  /** What the server holds now (a later save sends only what differs from it). */
  confirmed: DealerWork;
}

/** The server's values met with the ones this browser kept (`local`) when the sheet opens. */
export function settleLoaded(
  server: RemoteValues,
  local: DealerValues,
  allowed: (name: string) => boolean,
): LoadedWork {
  const pending =
    Object.keys(local).length > 0 && JSON.stringify(local) !== JSON.stringify(server.values);
  const { kept, dropped } = allowedValues(pending ? local : server.values, allowed);
  return {
    server,
    kept,
    pending,
    dropped: [...server.dropped.map((d) => d.element), ...dropped],
    confirmed: { values: pending ? server.values : kept, selection: server.selection },
  };
}

/** The values restricted to the names `allowed` takes; the rest are reported as dropped. */
export function allowedValues(
  values: DealerValues,
  allowed: (name: string) => boolean,
): { kept: DealerValues; dropped: string[] } {
  const kept: Record<string, DealerValues[string]> = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (allowed(name)) kept[name] = value;
    else dropped.push(name);
  }
  return { kept, dropped };
}
