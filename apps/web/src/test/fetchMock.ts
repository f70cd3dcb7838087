import { vi } from 'vitest';

/** A JSON answer as the API server sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/ld+json; charset=utf-8' },
  });
}

type Handler = (request: { url: string; init: RequestInit | undefined }) => Response;

/**
 * Replaces `fetch` (the server is the boundary in web tests). Handlers are keyed by
 * "METHOD /path?query"; an unknown request answers 404 so a test fails visibly.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const handler = handlers[`${init?.method ?? 'GET'} ${url}`];
    return handler ? handler({ url, init }) : jsonResponse({ message: `No mock for ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A login answer for `user`, valid for an hour. */
export function sessionFor(username: string, roles: string[] = ['ROLE_ADMIN']) {
  return {
    token: `token-of-${username}`,
    expires: new Date(Date.now() + 3_600_000).toISOString(),
    user: { username, roles, hnr: '12345', region: null },
  };
}

/** A Hydra collection with one page. */
export function hydraPage(members: unknown[]) {
  return { 'hydra:member': members, 'hydra:totalItems': members.length };
}
