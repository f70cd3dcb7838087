import { storageKeys } from '../auth/authStore';

// Font files the entry started before the designer's code ran (see earlyDesigner.ts), by URL:
// fetchFontFile hands each out once instead of asking again, so nothing is downloaded twice.
const started = new Map<string, Promise<Response>>();

/** Starts fetching a font file now; `token` when it is a brand face, served to users only. */
export function startFontEarly(url: string, token: boolean): void {
  if (started.has(url)) return;
  const stored = token ? window.localStorage.getItem(storageKeys.token) : null;
  const request = fetch(
    url,
    stored ? { headers: { Authorization: `Bearer ${stored}` } } : undefined,
  );
  // Never taken (the sheet no longer uses the face): no unhandled rejection.
  request.catch(() => undefined);
  started.set(url, request);
}

/** The answer of a fetch started early for `url`, once; undefined when none was started. */
export function takeFontEarly(url: string): Promise<Response> | undefined {
  const request = started.get(url);
  started.delete(url);
  return request;
}
