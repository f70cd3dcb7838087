import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { stubResizeObserver } from '../../../test/stubResizeObserver';

const BOOT = { timeout: 10_000 };
const DATA = JSON.stringify({ schemaVersion: 1, ci: 'bmw' });

const master = (id: number, copies: { id: number; region: string }[]) => ({
  '@id': `/api/sheets/${id}`,
  id,
  name: 'Winter wheels',
  details: '',
  status: 'unlocked',
  category: '/api/categories/1',
  data: DATA,
  version: 3,
  regionalSheets: copies.map((copy) => ({
    '@id': `/api/regional_sheets/${copy.id}`,
    ...copy,
    status: 'locked',
  })),
});

const regional = (id: number, region: string) => ({
  '@id': `/api/regional_sheets/${id}`,
  id,
  name: 'Winter wheels',
  status: 'locked',
  data: DATA,
  version: 1,
  region,
  master: '/api/sheets/2',
});

/** The designer of master 2 (a cz copy, no at copy) or master 3 (no copy) for `roles`. */
function openMaster(path: string, roles: string[]) {
  const session = sessionFor('someone', roles);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  const writes: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/categories': () => jsonResponse(hydraPage([])),
    'GET /api/sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'GET /api/regional_sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'GET /api/regional_sheets?order[id]=desc&itemsPerPage=100&region=cz': () =>
      jsonResponse(hydraPage([])),
    'GET /api/sheets/2': () => jsonResponse(master(2, [{ id: 5, region: 'cz' }])),
    'GET /api/sheets/3': () => jsonResponse(master(3, [])),
    'GET /api/regional_sheets/5': () => jsonResponse(regional(5, 'cz')),
    'GET /api/regional_sheets/9': () => jsonResponse(regional(9, 'at')),
    'POST /api/regional_sheets': ({ url, init }) => {
      writes.push({ method: 'POST', url, body: JSON.parse(String(init?.body)) });
      return jsonResponse(regional(9, 'at'), 201);
    },
  });
  const app = renderApp(path);
  const writeCalls = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST');
  return { ...app, writes, writeCalls };
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }, BOOT));
}

describe("the master's sheet menu", { timeout: 30_000 }, () => {
  beforeEach(stubResizeObserver);

  it("opens an existing copy, where its translations are merged, instead of saving the master's data over it", async () => {
    const { router, writeCalls } = openMaster('/edit/2', ['ROLE_ADMIN']);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open the CZ copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-region/5'));
    expect(writeCalls()).toEqual([]);
  });

  it('makes the copy of a region that has none (POST), then opens it', async () => {
    const { router, writes } = openMaster('/edit/2', ['ROLE_ADMIN']);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Make the AT copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-region/9'));
    expect(writes).toEqual([
      {
        method: 'POST',
        url: '/api/regional_sheets',
        body: { master: '/api/sheets/2', region: 'at' },
      },
    ]);
  });

  it('lets a region admin read a released master without saving it, and make their copy', async () => {
    const { router, writes } = openMaster('/edit/3', ['ROLE_REGIONADMIN', 'REGION_CZ']);
    await openMenu();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    // Only the copy of their own region: clone, delete and status are the admin's.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Make the CZ copy',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Make the CZ copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-region/9'));
    expect(writes[0]?.body).toEqual({ master: '/api/sheets/3', region: 'cz' });
  });

  it("takes a region admin from a master to their region's copy of it", async () => {
    const { router } = openMaster('/edit/2', ['ROLE_REGIONADMIN', 'REGION_CZ']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-region/5'), BOOT);
  });
});
