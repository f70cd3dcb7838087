import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';

const BOOT = { timeout: 10_000 };

/** A window `width` pixels wide, as media queries see it (jsdom has no matchMedia). */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (max === null || width <= Number(max[1])) && (min === null || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
  });
}

const data = JSON.stringify({
  schemaVersion: 1,
  ci: 'bmw',
  elements: [
    {
      id: 1,
      type: 'p',
      config: {
        name: 'Headline',
        text: '<p>Winter offer</p>',
        style: { left: 40, top: 40, width: 300, height: 40 },
      },
    },
    {
      id: 2,
      type: 'p',
      config: {
        name: 'Price',
        text: '<p>999 €</p>',
        dealerEditable: true,
        style: { left: 40, top: 100, width: 300, height: 40 },
      },
    },
  ],
});

/** Copy 5 of region cz opened by `username` with `roles`. */
function openCopy(username: string, roles: string[]) {
  const session = sessionFor(username, roles);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/categories': () => jsonResponse(hydraPage([])),
    'GET /api/sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'GET /api/regional_sheets?order[id]=desc&itemsPerPage=100&region=cz': () =>
      jsonResponse(hydraPage([])),
    'GET /api/regional_sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'GET /api/regional_sheets/5': () =>
      jsonResponse({
        '@id': '/api/regional_sheets/5',
        '@type': 'RegionalSheet',
        id: 5,
        name: 'Zimní kola',
        details: '',
        status: 'unlocked',
        category: '/api/categories/1',
        data,
        version: 3,
        region: 'cz',
        master: '/api/sheets/2',
      }),
    'GET /api/regional_sheets/5/dealer_values': () =>
      jsonResponse({ values: {}, selection: {}, version: 0, dropped: [] }),
  });
  return renderApp('/edit-region/5');
}

describe('the sheet on a narrow screen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver; the designer's canvas fits the page with it.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('gives a dealer on a phone the form of their fields, with the export buttons', async () => {
    windowOf(390);
    openCopy('dealer.cz', ['REGION_CZ']);
    const field = await screen.findByRole('region', { name: 'Price' }, BOOT);
    expect(field).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Headline' })).not.toBeInTheDocument();
    // Awaited as well: on a loaded machine the page's chunk may settle after the first fields.
    expect(
      await screen.findByRole('group', { name: 'Preview of page 1' }, BOOT),
    ).toBeInTheDocument();
    const actions = await screen.findByRole('toolbar', { name: 'Downloads' }, BOOT);
    expect(actions).toHaveTextContent('Print PDF');
    expect(screen.queryByTestId('editor-viewport')).not.toBeInTheDocument();
  });

  it('gives a dealer on a tablet in portrait the form too', async () => {
    windowOf(768);
    openCopy('dealer.cz', ['REGION_CZ']);
    expect(await screen.findByRole('region', { name: 'Price' }, BOOT)).toBeInTheDocument();
  });

  it('keeps the designer for a dealer on a wide screen', async () => {
    windowOf(1280);
    openCopy('dealer.cz', ['REGION_CZ']);
    await waitFor(() => expect(screen.getByTestId('editor-viewport')).toBeInTheDocument(), BOOT);
    expect(screen.queryByTestId('dealer-form')).not.toBeInTheDocument();
    expect(screen.queryByText(/The designer is made for screens/)).not.toBeInTheDocument();
  });

  it('keeps the designer for a designer on a phone, with a notice they may close', async () => {
    windowOf(390);
    openCopy('regionadmin.cz', ['ROLE_REGIONADMIN', 'REGION_CZ']);
    await waitFor(() => expect(screen.getByTestId('editor-viewport')).toBeInTheDocument(), BOOT);
    expect(screen.queryByTestId('dealer-form')).not.toBeInTheDocument();
    expect(
      screen.getByText(/The designer is made for screens at least 900 pixels wide/),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/The designer is made for screens/)).not.toBeInTheDocument();
  });
});
