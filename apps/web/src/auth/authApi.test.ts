import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sessionFor } from '../test/fetchMock';
import { restoreSession } from './authApi';
import { createAuthStore } from './authStore';

function storeSession(token: string, expires: string) {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('expires', expires);
}

describe('restoreSession', () => {
  it('exchanges a stored token for the user', async () => {
    const session = sessionFor('bob', ['REGION_HU']);
    storeSession('stored-token', session.expires);
    const fetchMock = mockFetch({ 'GET /auth/user': () => jsonResponse(session) });
    const store = createAuthStore();
    expect(store.getState().restoring).toBe(true);

    await expect(restoreSession(store)).resolves.toBe(true);

    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer stored-token');
    expect(store.getState()).toMatchObject({ user: { username: 'bob' }, restoring: false });
    expect(window.localStorage.getItem('token')).toBe(session.token);
    expect(console.info).toHaveBeenCalledWith('Valid session found, sheets loaded');
  });

  it('clears a token the server refuses', async () => {
    storeSession('stale', new Date(Date.now() + 60_000).toISOString());
    mockFetch({ 'GET /auth/user': () => jsonResponse({ message: 'Expired JWT Token' }, 401) });
    const store = createAuthStore();

    await expect(restoreSession(store)).resolves.toBe(false);

    expect(store.getState()).toEqual({
      user: null,
      token: null,
      expires: null,
      restoring: false,
      logos: [],
      ended: false,
    });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(console.info).toHaveBeenCalledWith('Token not found or expired');
    expect(console.info).toHaveBeenCalledWith('No valid session found, sheets not loaded');
  });

  it('does not ask the server about an expired token', async () => {
    storeSession('old', new Date(Date.now() - 1000).toISOString());
    const fetchMock = mockFetch({});
    const store = createAuthStore();
    expect(store.getState().restoring).toBe(false);

    await expect(restoreSession(store)).resolves.toBe(false);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('restores once per store, even when asked twice', async () => {
    const session = sessionFor('bob');
    storeSession(session.token, session.expires);
    const fetchMock = mockFetch({ 'GET /auth/user': () => jsonResponse(session) });
    const store = createAuthStore();
    await Promise.all([restoreSession(store), restoreSession(store)]);
    const userCalls = fetchMock.mock.calls.filter(([url]) => url === '/auth/user');
    expect(userCalls).toHaveLength(1);
  });

  it('tells subscribers about changes', () => {
    const store = createAuthStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn(sessionFor('carl'));
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('endSession', () => {
  it("ends only the current user's session, and a new login resumes it", async () => {
    const store = createAuthStore();
    // No user yet (the startup check): its 401 is restore's, which signs out by itself.
    store.endSession('stale');
    expect(store.getState().ended).toBe(false);
    store.signIn(sessionFor('dealer'));
    store.endSession('an earlier token');
    expect(store.getState().ended).toBe(false);
    store.endSession('token-of-dealer');
    expect(store.getState()).toMatchObject({ ended: true, user: { username: 'dealer' } });
    store.signIn({ ...sessionFor('dealer'), token: 'renewed' });
    expect(store.getState()).toMatchObject({ ended: false, token: 'renewed' });
  });
});
