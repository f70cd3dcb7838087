import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

// The login page is a lazy chunk, so the first field may take a moment to appear.
async function fillIn(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label, { exact: false }), { target: { value } });
}

// A toast replaced by a newer one leaves first (one toast at a time), which takes a while here.
describe('login page', { timeout: 20_000 }, () => {
  it('submits the credentials, stores the token and opens the overview', async () => {
    const session = sessionFor('anna');
    const fetchMock = mockFetch({
      'POST /auth/login': () => jsonResponse(session),
      'GET /api/categories': () => jsonResponse(hydraPage([])),
      'GET /api/sheets?order[id]=desc&itemsPerPage=100': () =>
        jsonResponse(
          hydraPage([
            {
              '@id': '/api/sheets/1',
              id: 1,
              name: 'Winter wheels',
              details: 'Alloy',
              sticky: false,
            },
            { '@id': '/api/sheets/2', id: 2, name: 'Summer tyres', details: null, sticky: true },
          ]),
        ),
    });
    const { router } = renderApp('/login');

    await fillIn('Username', 'anna');
    await fillIn('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Successfully logged in.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe(session.token);
    expect(window.localStorage.getItem('expires')).toBe(session.expires);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'anna', password: 'secret' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const list = await screen.findByRole('list', { name: 'Offer sheets' });
    const items = within(list).getAllByRole('listitem');
    // Sticky first, then id descending.
    expect(within(items[0] as HTMLElement).getByText('Summer tyres')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('button', { name: 'Logout (anna)' })).toBeInTheDocument();
  });

  it('reminds of a password change when the server recommends one', async () => {
    mockFetch({
      'POST /auth/login': () =>
        jsonResponse({ ...sessionFor('dan', ['REGION_PL']), passwordChangeRecommended: true }),
      'GET /api/sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    });
    renderApp('/login');
    await fillIn('Username', 'dan');
    await fillIn('Password', 'set-by-admin');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByText(
        'It is recommended to change your password to something more secure.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    // The reminder is the login's one toast: no "logged in", no "loaded" replacing it.
    expect(screen.queryByText('Successfully logged in.')).not.toBeInTheDocument();
    expect(screen.queryByText('Data loaded successfully.')).not.toBeInTheDocument();
    // The toast's button opens the password dialog.
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('shows the SPEC error toast on 401 and stores nothing', async () => {
    mockFetch({
      'POST /auth/login': () => jsonResponse({ message: 'Invalid credentials.' }, 401),
    });
    const { router } = renderApp('/login');

    await fillIn('Username', 'anna');
    await fillIn('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByText('Error logging in, please try again or contact support.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('labels the form in the language of the prefix', async () => {
    renderApp('/pl/login');
    expect(await screen.findByLabelText('Nazwa użytkownika', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('Hasło', { exact: false })).toBeInTheDocument();
  });
});
