import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';

const SHEETS = '/api/sheets?order[id]=desc&itemsPerPage=100';

describe('startup loads', () => {
  it('loads the sheets, categories and region copies once someone is logged in, on any page', async () => {
    const session = sessionFor('rita', ['ROLE_REGIONADMIN', 'REGION_CZ']);
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    const fetchMock = mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      [`GET ${SHEETS}`]: () => jsonResponse(hydraPage([])),
      'GET /api/categories': () => jsonResponse(hydraPage([])),
      'GET /api/regional_sheets?order[id]=desc&itemsPerPage=100&region=cz': () =>
        jsonResponse(hydraPage([])),
    });
    // The support page asks for none of these itself.
    renderApp('/support');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([input]) => String(input));
      expect(asked).toEqual(
        expect.arrayContaining([
          SHEETS,
          '/api/categories',
          '/api/regional_sheets?order[id]=desc&itemsPerPage=100&region=cz',
        ]),
      );
    });
  });

  it("runs the designer's code once the browser is idle, so that opening a sheet waits for the sheet alone", async () => {
    const session = sessionFor('rita', ['ROLE_ADMIN']);
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    const fetchMock = mockFetch({ 'GET /auth/user': () => jsonResponse(session) });
    const asked = () => fetchMock.mock.calls.map(([input]) => String(input));
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const view = renderApp('/support');
    try {
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      // Not before the browser says it is idle: then the designer's module runs and asks for
      // the face every sheet is drawn with.
      expect(asked()).not.toContain('/fonts/noto-sans-regular.ttf');
      for (const work of idle.splice(0)) work();
      await waitFor(() => expect(asked()).toContain('/fonts/noto-sans-regular.ttf'), {
        timeout: 20_000,
      });
    } finally {
      view.unmount();
      vi.unstubAllGlobals();
    }
  }, 30_000);

  it('loads nothing while nobody is logged in', async () => {
    window.localStorage.clear();
    const fetchMock = mockFetch({});
    renderApp('/support');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(SHEETS);
  });

  it('loads none of the lists while the designer opens: it would compete with them', async () => {
    const session = sessionFor('rita', ['ROLE_ADMIN']);
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    const fetchMock = mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/sheets/7': () => jsonResponse({ message: 'Not Found' }, 404),
    });
    renderApp('/edit/7');
    await screen.findByText('This sheet does not exist or you may not open it.', undefined, {
      timeout: 20_000,
    });
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain('/api/sheets/7');
    expect(asked).not.toContain(SHEETS);
    expect(asked).not.toContain('/api/categories');
  }, 30_000);
});
