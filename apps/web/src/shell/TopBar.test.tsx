import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '../i18n/cookie';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';

describe('top bar', () => {
  it('shows the title and a login link when logged out', async () => {
    renderApp('/login');
    expect(
      await screen.findByRole('link', { name: 'Print- and Mediaservice' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
  });

  it('switches the language and stays on the page', async () => {
    const { router } = renderApp('/support');
    fireEvent.click(await screen.findByRole('button', { name: 'Language' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /Deutsch/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/de/support'));
    expect(
      await screen.findByRole('link', { name: 'Print- und Mediaservice' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(readCookie(document.cookie, 'lang')).toBe('de');

    fireEvent.click(screen.getByRole('button', { name: 'Sprache' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /English/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(readCookie(document.cookie, 'lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('on an unprefixed page in the cookie language, switches to English in place', async () => {
    writeCookie('lang', 'hu', 60);
    const { router } = renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Nyelv' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /English/ }));

    expect(await screen.findByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('POP'); // no new history entry
    expect(readCookie(document.cookie, 'lang')).toBe('en');
  });

  it('logs out: clears the session, says so and goes to login', async () => {
    const session = sessionFor('eva');
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/sheets?order[id]=desc': () => jsonResponse(hydraPage([])),
    });
    const { router } = renderApp('/');

    expect(await screen.findByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', { name: 'Logout (eva)' }));

    expect(await screen.findByText('Successfully logged out.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('expires')).toBeNull();
  });
});
