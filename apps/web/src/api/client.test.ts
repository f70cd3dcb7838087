import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockFetch } from '../test/fetchMock';
import { ApiError, apiDownload, apiFetch, apiRequest, rawRequest } from './client';

describe('api client', () => {
  it('sends JSON with the bearer token and parses the answer', async () => {
    const fetchMock = mockFetch({ 'PUT /api/sheets/3': () => jsonResponse({ id: 3 }) });
    const answer = await apiRequest('/api/sheets/3', z.object({ id: z.number() }), {
      method: 'PUT',
      body: { name: 'A' },
      token: 't0k',
    });
    expect(answer).toEqual({ id: 3 });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer t0k');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"name":"A"}');
  });

  it('throws ApiError with the Hydra description', async () => {
    mockFetch({
      'GET /api/sheets/9': () =>
        jsonResponse(
          {
            '@type': 'hydra:Error',
            'hydra:title': 'An error occurred',
            'hydra:description': 'Not Found',
          },
          404,
        ),
    });
    const error = await apiFetch('/api/sheets/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Not Found' });
  });

  it('throws ApiError with a plain message or a text body', async () => {
    mockFetch({
      'POST /auth/login': () => jsonResponse({ message: 'Invalid credentials.' }, 401),
      'GET /healthz': () => new Response('Bad gateway', { status: 502 }),
    });
    await expect(apiFetch('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid credentials.',
    });
    await expect(apiFetch('/healthz')).rejects.toMatchObject({
      status: 502,
      message: 'Bad gateway',
    });
  });

  it('answers undefined for no content', async () => {
    mockFetch({ 'DELETE /api/sheets/1': () => new Response(null, { status: 204 }) });
    await expect(apiFetch('/api/sheets/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('downloads a file with only the token and answers the response to read its blob', async () => {
    const fetchMock = mockFetch({
      'GET /api/export_records/7/file': () => new Response('%PDF', { status: 200 }),
    });
    const response = await apiDownload('/api/export_records/7/file', { token: 't0k' });
    expect(await response.text()).toBe('%PDF');
    // No Accept header: the server picks the file's own type.
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ headers: { Authorization: 'Bearer t0k' } });
  });

  it("throws ApiError with the server's message when a download is refused", async () => {
    mockFetch({
      'POST /api/exports': () =>
        new Response(JSON.stringify({ 'hydra:description': 'The sheet has no pages.' }), {
          status: 422,
        }),
    });
    const error = await apiDownload('/api/exports', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 422, message: 'The sheet has no pages.' });
  });

  it('sends a bare request with no init, and a keepalive save with its JSON', async () => {
    const fetchMock = mockFetch({
      'GET /fonts/a.ttf': () => new Response('ttf'),
      'PUT /api/dealer_values/1': () => new Response(null, { status: 204 }),
    });
    await rawRequest('/fonts/a.ttf');
    expect(fetchMock.mock.calls[0]?.[1]).toBeUndefined();
    await rawRequest('/api/dealer_values/1', { method: 'PUT', body: { a: 1 }, keepalive: true });
    expect(fetchMock.mock.calls[1]?.[1]).toEqual({
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
      keepalive: true,
    });
  });
});

describe('onSessionEnded', () => {
  it('hears of a 401 on a request that carried a token, not of a refused login', async () => {
    const { onSessionEnded } = await import('./client');
    const ended: string[] = [];
    const stop = onSessionEnded((token) => ended.push(token));
    mockFetch({
      'GET /api/sheets/1': () => jsonResponse({ message: 'Please log in to continue.' }, 401),
      'POST /auth/login': () => jsonResponse({ message: 'Invalid credentials.' }, 401),
      'GET /api/sheets/2': () => jsonResponse({ message: 'No' }, 403),
      'GET /api/files/1': () => jsonResponse({ message: 'Please log in.' }, 401),
    });
    await apiFetch('/api/sheets/1', { token: 'old' }).catch(() => undefined);
    await apiFetch('/auth/login', { method: 'POST', body: {} }).catch(() => undefined);
    await apiFetch('/api/sheets/2', { token: 'old' }).catch(() => undefined);
    await apiDownload('/api/files/1', { token: 'file' }).catch(() => undefined);
    stop();
    await apiFetch('/api/sheets/1', { token: 'later' }).catch(() => undefined);
    expect(ended).toEqual(['old', 'file']);
  });
});
