import { describe, expect, it, vi } from 'vitest';
import type { DealerLogo } from '../api/dealerLogos';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../test/fetchMock';
import { dealerLogoFor } from './AuthContext';
import { loadDealerLogos, login, restoreSession } from './authApi';
import { createAuthStore } from './authStore';

const logo = (id: number, brand: string, hnr = '12345'): DealerLogo => ({
  '@id': `/api/dealer_logos/${id}`,
  id,
  hnr,
  brand,
  contentUrl: `/media/${String(id).repeat(64).slice(0, 64)}.png`,
  mimeType: 'image/png',
  width: 400,
  height: 160,
});

const logosPath = '/api/dealer_logos?hnr=12345&itemsPerPage=100';

describe('dealer logos in the session', () => {
  it('loads the logged-in dealer’s logos after login, with the token', async () => {
    const session = sessionFor('dealer', ['REGION_CZ']);
    const fetchMock = mockFetch({
      'POST /auth/login': () => jsonResponse(session),
      [`GET ${logosPath}`]: () => jsonResponse(hydraPage([logo(1, 'bmw'), logo(2, 'mini')])),
    });
    const store = createAuthStore();
    await login(store, { username: 'dealer', password: 'pw' });
    await vi.waitFor(() => expect(store.getState().logos).toHaveLength(2));
    const call = fetchMock.mock.calls.find(([url]) => url === logosPath);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${session.token}`);
    expect(dealerLogoFor(store.getState().logos, 'MINI')?.id).toBe(2);
  });

  it('loads them after a restored session too', async () => {
    const session = sessionFor('dealer', ['REGION_CZ']);
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      [`GET ${logosPath}`]: () => jsonResponse(hydraPage([logo(3, 'bmw')])),
    });
    const store = createAuthStore();
    await restoreSession(store);
    await vi.waitFor(() => expect(store.getState().logos.map((l) => l.id)).toEqual([3]));
  });

  it('asks nothing for a user without a dealer number', async () => {
    const session = { ...sessionFor('admin'), user: { ...sessionFor('admin').user, hnr: null } };
    const fetchMock = mockFetch({ 'POST /auth/login': () => jsonResponse(session) });
    const store = createAuthStore();
    await login(store, { username: 'admin', password: 'pw' });
    await loadDealerLogos(store);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().logos).toEqual([]);
  });

  it('keeps the session without logos when they cannot be loaded', async () => {
    mockFetch({ [`GET ${logosPath}`]: () => jsonResponse({ message: 'Boom' }, 500) });
    const store = createAuthStore();
    store.signIn(sessionFor('dealer', ['REGION_CZ']));
    await loadDealerLogos(store);
    expect(store.getState()).toMatchObject({ user: { username: 'dealer' }, logos: [] });
    expect(console.info).toHaveBeenCalledWith('Dealer logos not loaded: Boom');
  });

  it('drops logos that arrive after logout, and clears them on logout', () => {
    const store = createAuthStore();
    const session = sessionFor('dealer');
    store.signIn(session);
    store.setLogos(session.token, [logo(1, 'bmw')]);
    expect(store.getState().logos).toHaveLength(1);
    store.signOut();
    expect(store.getState().logos).toEqual([]);
    store.setLogos(session.token, [logo(1, 'bmw')]);
    expect(store.getState().logos).toEqual([]);
  });

  it('picks the logo of a ci brand whatever the case, or none', () => {
    const logos = [logo(1, 'bmw'), logo(2, 'MINI')];
    expect(dealerLogoFor(logos, 'BMW')?.id).toBe(1);
    expect(dealerLogoFor(logos, 'mini')?.id).toBe(2);
    expect(dealerLogoFor(logos, 'rolls-royce')).toBeNull();
    expect(dealerLogoFor(logos, undefined)).toBeNull();
  });
});
