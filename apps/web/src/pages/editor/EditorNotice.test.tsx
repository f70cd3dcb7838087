import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const BOOT = { timeout: 15_000 };

function logIn() {
  const session = sessionFor('admin', ['ROLE_ADMIN']);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  return session;
}

describe('a sheet address without a sheet', { timeout: 30_000 }, () => {
  it.each([
    ['/edit/99999', '/'],
    ['/de/edit-region/99999', '/de'],
  ])('%s says so and leads back to the overview', async (path, overview) => {
    const session = logIn();
    // Every other request answers 404 too, as the fetch mock does for what it does not know.
    mockFetch({ 'GET /auth/user': () => jsonResponse(session) });
    renderApp(path);
    const back = await screen.findByRole(
      'link',
      { name: /Back to the overview|Zurück zur Übersicht/ },
      BOOT,
    );
    expect(back).toHaveAttribute('href', overview);
    expect(
      screen.getByText(/This sheet does not exist|Dieses Blatt gibt es nicht/),
    ).toBeInTheDocument();
  });
});
