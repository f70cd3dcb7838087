import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sessionFor } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';

// A toast replaced by a newer one leaves first (one toast at a time), which takes a while here.
describe('RequireAuth', { timeout: 20_000 }, () => {
  it('redirects to the localized login route and returns after login', async () => {
    mockFetch({ 'POST /auth/login': () => jsonResponse(sessionFor('admin')) });
    const { router } = renderApp('/de/users');

    await waitFor(() => expect(router.state.location.pathname).toBe('/de/login'));
    fireEvent.change(await screen.findByLabelText('Benutzername', { exact: false }), {
      target: { value: 'admin' },
    });
    fireEvent.change(screen.getByLabelText('Passwort', { exact: false }), {
      target: { value: 'pw' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/de/users'));
    expect(
      await screen.findByRole('heading', { name: 'Benutzerverwaltung' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('uses the unprefixed login route for unprefixed pages', async () => {
    const { router } = renderApp('/edit/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('leaves public pages alone', async () => {
    const { router } = renderApp('/support');
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/support');
  });

  it('waits for a stored session instead of redirecting', async () => {
    const session = sessionFor('dora', ['REGION_AT']);
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    mockFetch({ 'GET /auth/user': () => jsonResponse(session) });
    const { router } = renderApp('/users');

    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
  });
});
