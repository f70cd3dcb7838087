import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';

function loggedIn() {
  const session = sessionFor('lea');
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  return session;
}

const sheet = (id: number) => ({ '@id': `/api/sheets/${id}`, id, name: `Sheet ${id}` });

describe('loading bar', () => {
  it('shows "Loading all data:" with the share of items loaded, fed by the sheet list', async () => {
    const session = loggedIn();
    let releaseSecondPage: () => void = () => {};
    const secondPage = new Promise<void>((resolve) => {
      releaseSecondPage = resolve;
    });
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/categories': () => jsonResponse(hydraPage([])),
      'GET /api/sheets?order[id]=desc&itemsPerPage=100': () =>
        jsonResponse({
          'hydra:member': [sheet(4), sheet(3), sheet(2)],
          'hydra:totalItems': 4,
          'hydra:view': { 'hydra:last': '/api/sheets?order%5Bid%5D=desc&page=2' },
        }),
    });
    // The second page waits until the test has looked at the bar.
    const fetchOf = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (String(input).endsWith('&page=2')) {
        await secondPage;
        return jsonResponse(hydraPage([sheet(1)]));
      }
      return fetchOf(input, init);
    };
    renderApp('/');

    const bar = await screen.findByRole('progressbar', { name: /Loading all data: 75\s?%/ });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(document.querySelector('#notistack-snackbar')).toBeNull();
    await act(async () => releaseSecondPage());
    expect(await screen.findByText('Sheet 1')).toBeInTheDocument();
    // The bar tells the load; no toast does, neither while loading nor once loaded (issue 43).
    expect(
      await screen.findByRole('progressbar', { name: /Loading all data: 100\s?%/ }),
    ).toBeInTheDocument();
    expect(document.querySelector('#notistack-snackbar')).toBeNull();
  });

  it('shows failure when a request fails', async () => {
    const session = loggedIn();
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/sheets?order[id]=desc&itemsPerPage=100': () =>
        jsonResponse({ message: 'Nope' }, 500),
    });
    renderApp('/');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading all data: failed' }),
    ).toBeInTheDocument();
    expect(
      (await screen.findAllByText('Error loading data. Try logging in again.')).length,
    ).toBeGreaterThan(0);
  });
});
