import type { z } from 'zod';
import { ApiError, errorMessageOf, problemTypeOf } from './errors';

export { ApiError } from './errors';

/** Base address of the API; empty means the app's own origin (the dev server proxies). */
export const apiBase = import.meta.env.VITE_API_BASE ?? '';

type SessionEndListener = (token: string) => void;
const sessionEndListeners = new Set<SessionEndListener>();

/**
 * Tells `listener` of every request that carried a token and got 401: the session behind that
 * token has ended (expired, logged out elsewhere), whichever caller asked. The auth layer opens
 * its login dialog then. Answers a function that stops listening.
 */
export function onSessionEnded(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

function reportSessionEnd(status: number, token: string | null | undefined): void {
  // Without a token a 401 is a refused login, not an ended session.
  if (status !== 401 || !token) return;
  for (const listener of sessionEndListeners) listener(token);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Bearer token; omitted for the login call. */
  token?: string | null;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  // The server answers JSON and JSON-LD; anything else (a proxy's error page) stays text.
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls the API and answers the parsed body (JSON, text, or undefined for no content).
 * Throws `ApiError` with the status and the server's message when the status is not 2xx.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/ld+json, application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  const response = await fetch(`${apiBase}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = await readBody(response);
  if (!response.ok) {
    reportSessionEnd(response.status, options.token);
    throw new ApiError(
      response.status,
      errorMessageOf(body, response.statusText || 'Error'),
      problemTypeOf(body),
    );
  }
  return body;
}

/** What a request for a file or a fire-and-forget save sends; JSON `body`, bearer `token`. */
export interface RawOptions {
  method?: RequestOptions['method'];
  body?: unknown;
  token?: string | null;
  /** Lets the request outlive the page (a save while the tab closes). */
  keepalive?: boolean;
}

/**
 * Sends a request to `url` as it is (the API's own paths go through `apiDownload` or
 * `apiFetch`) and answers the raw Response, whatever its status: for files and fonts, whose
 * callers read bytes and headers. Adds only what is asked for, so a bare call sends no init.
 */
export function rawRequest(url: string, options: RawOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const init: RequestInit = {};
  if (options.method) init.method = options.method;
  if (Object.keys(headers).length > 0) init.headers = headers;
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  if (options.keepalive) init.keepalive = true;
  return fetch(url, Object.keys(init).length > 0 ? init : undefined);
}

/**
 * Calls the API for a binary answer (an export, a ZIP, a translation file) and answers the
 * Response to read its blob and headers. Throws `ApiError` with the server's message when the
 * status is not 2xx; an error body is read as JSON when it parses, else as text.
 */
export async function apiDownload(path: string, options: RawOptions = {}): Promise<Response> {
  const response = await rawRequest(`${apiBase}${path}`, options);
  if (response.ok) return response;
  reportSessionEnd(response.status, options.token);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a text body is its own message
  }
  throw new ApiError(response.status, errorMessageOf(body, response.statusText || 'Error'));
}

/** `apiFetch` whose answer is checked against a zod schema, so callers get real types. */
export async function apiRequest<T>(
  path: string,
  schema: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  return schema.parse(await apiFetch(path, options));
}
