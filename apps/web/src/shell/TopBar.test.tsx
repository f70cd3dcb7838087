import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '../i18n/cookie';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';

function storeSession(username: string, roles: string[]) {
  const session = sessionFor(username, roles);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
  });
}

async function openDrawer(button = 'Open menu', menu = 'Menu') {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole('navigation', { name: menu }));
}

describe('top bar', () => {
  it('shows the title and, in the drawer, Login when logged out', async () => {
    renderApp('/support');
    expect(
      await screen.findByRole('link', { name: 'Print- and Mediaservice' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
    const drawer = await openDrawer();
    expect(drawer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(drawer.queryByRole('button', { name: /Logout/ })).not.toBeInTheDocument();
  });

  it('gives an admin the admin entries, localized', async () => {
    storeSession('ada', ['ROLE_ADMIN']);
    renderApp('/de');
    const drawer = await openDrawer('Menü öffnen', 'Menü');
    expect(drawer.getByRole('link', { name: 'Neues Blatt' })).toHaveAttribute(
      'href',
      '/de/edit/create',
    );
    expect(drawer.getByRole('link', { name: 'Benutzer verwalten' })).toHaveAttribute(
      'href',
      '/de/users',
    );
    expect(drawer.getByRole('link', { name: 'Blattübersicht' })).toHaveAttribute(
      'href',
      '/de/overview',
    );
    expect(drawer.getByRole('button', { name: 'Passwort ändern' })).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Abmelden (ada)' })).toBeInTheDocument();
  });

  it('gives a dealer only their details, their exports, password and logout', async () => {
    storeSession('dealer.pl', ['REGION_PL']);
    renderApp('/');
    const drawer = await openDrawer();
    expect(drawer.getAllByRole('listitem')).toHaveLength(4);
    expect(drawer.getByRole('link', { name: 'My exports' })).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'My dealer details' })).toBeInTheDocument();
    expect(drawer.queryByRole('link', { name: 'Manage Users' })).not.toBeInTheDocument();
  });

  it('switches the language and stays on the page', async () => {
    const { router } = renderApp('/support');
    fireEvent.click(await screen.findByRole('button', { name: 'Language: EN' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /Deutsch/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/de/support'));
    expect(document.documentElement.lang).toBe('de');
    // The product name stays as SPEC.md writes it, in the shell and the document title.
    expect(
      await screen.findByRole('link', { name: 'Print- and Mediaservice' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Print- and Mediaservice');
    expect(readCookie(document.cookie, 'lang')).toBe('de');

    fireEvent.click(screen.getByRole('button', { name: 'Sprache: DE' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /English/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(readCookie(document.cookie, 'lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('on an unprefixed page in the cookie language, switches to English in place', async () => {
    writeCookie('lang', 'hu', 60);
    const { router } = renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Nyelv: HU' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /English/ }));

    expect(await screen.findByRole('button', { name: 'Language: EN' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('POP'); // no new history entry
    expect(readCookie(document.cookie, 'lang')).toBe('en');
  });

  it('logs out from the drawer: clears the session, says so and goes to login', async () => {
    storeSession('eva', ['ROLE_ADMIN']);
    const { router } = renderApp('/');

    expect(await screen.findByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/');
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('button', { name: 'Logout (eva)' }));

    expect(
      await screen.findByText('Successfully logged out.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('expires')).toBeNull();
    expect(await screen.findByLabelText('Username', { exact: false })).toBeInTheDocument();
  });

  it('has a footer with the year and the imprint, support and privacy links', async () => {
    renderApp('/de/login');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText(new RegExp(String(new Date().getFullYear())))).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/imprint');
    expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/de/support');
    expect(footer.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/dataprivacy',
    );
  });
});
