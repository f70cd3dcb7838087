import { QueryClient, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { apiFetch } from '../api/client';
import { createI18n } from '../i18n/createI18n';
import { jsonResponse, mockFetch, sessionFor } from '../test/fetchMock';
import { useAuth } from './AuthContext';
import { restoreSession } from './authApi';
import { createAuthStore } from './authStore';
import { leaveForOverview } from './leavePage';

vi.mock('./leavePage', () => ({ leaveForOverview: vi.fn() }));

/** A page with typed work that asks the server with the session's token, and data it loads. */
function Page() {
  const { token } = useAuth();
  const [typed, setTyped] = useState('');
  const loaded = useQuery({
    queryKey: ['late'],
    queryFn: () => apiFetch('/api/late', { token }),
    enabled: token !== null,
  });
  return (
    <>
      <p>{loaded.isError ? 'load failed' : String(loaded.data ?? '')}</p>
      <input aria-label="Price" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <button type="button" onClick={() => void apiFetch('/api/thing', { token }).catch(() => 0)}>
        Ask
      </button>
    </>
  );
}

/** Signed in as dealer.cz with `old-token`, its startup check done (as AuthProvider does it). */
async function renderSignedIn() {
  window.history.replaceState(null, '', '/');
  const authStore = createAuthStore();
  authStore.signIn({ ...sessionFor('dealer.cz'), token: 'old-token' });
  await restoreSession(authStore);
  render(
    <AppProviders
      services={{
        i18n: createI18n(),
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
        authStore,
      }}
    >
      <Page />
    </AppProviders>,
  );
  return authStore;
}

async function endSessionWhileTyping() {
  fireEvent.change(screen.getByLabelText('Price'), { target: { value: '899 €' } });
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
  return screen.findByRole('dialog', { name: 'Your session has ended' });
}

function logIn(password: string) {
  fireEvent.change(screen.getByLabelText('Password', { exact: false }), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveForOverview).mockClear();
  window.localStorage.clear();
});

describe('SessionDialog', { timeout: 20_000 }, () => {
  it('opens over the page on a 401, and logging in again replaces the token in place', async () => {
    mockFetch({
      'GET /api/late': ({ init }) =>
        new Headers(init?.headers).get('Authorization') === 'Bearer token-of-dealer.cz'
          ? jsonResponse('late data')
          : jsonResponse({ message: 'Please log in to continue.' }, 401),
      'GET /auth/user': () => jsonResponse({ ...sessionFor('dealer.cz'), token: 'old-token' }),
      'GET /api/thing': () => jsonResponse({ message: 'Please log in to continue.' }, 401),
      'POST /auth/login': () => jsonResponse(sessionFor('dealer.cz')),
    });
    const store = await renderSignedIn();
    await endSessionWhileTyping();
    expect(store.getState()).toMatchObject({ ended: true, token: 'old-token' });
    // The server's English text is not what the dialog says.
    expect(screen.queryByText('Please log in to continue.')).toBeNull();
    expect(screen.getByLabelText('Username', { exact: false })).toHaveValue('dealer.cz');
    logIn('secret');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState()).toMatchObject({ ended: false, token: 'token-of-dealer.cz' });
    expect(screen.getByLabelText('Price')).toHaveValue('899 €');
    // What failed with the ended session loads again, with the new token.
    expect(await screen.findByText('late data')).toBeInTheDocument();
    expect(leaveForOverview).not.toHaveBeenCalled();
  });

  it('says when logging in did not work, and stays open', async () => {
    mockFetch({
      'GET /auth/user': () => jsonResponse({ ...sessionFor('dealer.cz'), token: 'old-token' }),
      'GET /api/thing': () => jsonResponse({ message: 'Please log in to continue.' }, 401),
      'POST /auth/login': () => jsonResponse({ message: 'Invalid credentials.' }, 401),
    });
    const store = await renderSignedIn();
    await endSessionWhileTyping();
    logIn('wrong');
    expect(
      await screen.findByText('Logging in did not work. Check the user name and password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(store.getState()).toMatchObject({ ended: true, token: 'old-token' });
  });

  it("does not hand the previous user's page to another user, and says so", async () => {
    mockFetch({
      'GET /auth/user': () => jsonResponse({ ...sessionFor('dealer.cz'), token: 'old-token' }),
      'GET /api/thing': () => jsonResponse({ message: 'Please log in to continue.' }, 401),
      'POST /auth/login': () => jsonResponse(sessionFor('dealer.sk')),
    });
    const store = await renderSignedIn();
    await endSessionWhileTyping();
    fireEvent.change(screen.getByLabelText('Username', { exact: false }), {
      target: { value: 'dealer.sk' },
    });
    logIn('secret');
    expect(
      await screen.findByText(/The unsaved changes on this page belong to dealer.cz/),
    ).toBeInTheDocument();
    // Nothing on this page may send with the new token.
    expect(store.getState()).toMatchObject({ ended: true, token: 'old-token' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue as dealer.sk' }));
    expect(window.localStorage.getItem('token')).toBe('token-of-dealer.sk');
    expect(leaveForOverview).toHaveBeenCalledTimes(1);
  });
});
