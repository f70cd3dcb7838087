import { ApiError } from './errors';

/**
 * Why a request did not go through, as the person can act on it: `offline` when the server
 * was not reached (no network, the server down, a proxy's 502/503/504), so trying again later
 * helps; `session` when the session ended (401), so logging in again helps; `refused` when the
 * server said no to this request, so trying again unchanged does not help.
 */
export type Failure = 'offline' | 'session' | 'refused';

const UNREACHABLE = new Set([502, 503, 504]);

export function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'session';
    if (UNREACHABLE.has(error.status)) return 'offline';
    return 'refused';
  }
  // fetch rejects with a TypeError ("Failed to fetch", "NetworkError …") when nothing answered.
  if (error instanceof TypeError) return 'offline';
  return 'refused';
}
