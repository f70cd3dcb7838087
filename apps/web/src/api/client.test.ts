import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockFetch } from '../test/fetchMock';
import { ApiError, apiFetch, apiRequest } from './client';

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
});
