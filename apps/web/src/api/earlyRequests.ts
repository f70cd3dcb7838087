import { apiFetch } from './client';

// GETs started by the entry before the code that reads them has loaded: the designer opened
// from a link would otherwise ask for its sheet only after the login check, its chunk's
// download and its first render, one after another.
const started = new Map<string, { request: Promise<unknown>; at: number }>();

// Long enough for the designer's code to arrive on a slow line; a later read asks anew.
const FRESH_MS = 20_000;

/**
 * Starts a GET now with the stored token; `takeEarly` for the same path gets its answer. Keyed
 * by path alone: restoring the session may hand out a renewed token for the same user.
 */
export function startEarly(path: string, token: string): void {
  const request = apiFetch(path, { token });
  // Never read (the token was refused, the user went elsewhere): no unhandled rejection.
  request.catch(() => undefined);
  started.set(path, { request, at: performance.now() });
}

/**
 * The answer of a GET started early for `path`, or undefined (ask anew). It stays there until
 * `doneEarly`: React's strict mode cancels the first query and runs it again at once.
 */
export function takeEarly(path: string): Promise<unknown> | undefined {
  const entry = started.get(path);
  if (!entry) return undefined;
  if (performance.now() - entry.at > FRESH_MS) {
    started.delete(path);
    return undefined;
  }
  return entry.request;
}

/** The early answer for `path` has been read: the next read asks the server. */
export function doneEarly(path: string): void {
  started.delete(path);
}
