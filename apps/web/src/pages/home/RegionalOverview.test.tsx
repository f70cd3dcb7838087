import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const SHEETS = '/api/sheets?order[id]=desc&itemsPerPage=100';
const COPIES = '/api/regional_sheets?order[id]=desc&itemsPerPage=100&region=cz';
const BOOT = { timeout: 10_000 };

const master = (id: number, name: string, copies: { id: number; status: string }[]) => ({
  '@id': `/api/sheets/${id}`,
  id,
  name,
  details: 'Complete winter wheels',
  status: 'unlocked',
  category: null,
  thumbnail: `/api/sheets/${id}/thumbnail.png?sig=m`,
  regionalSheets: copies.map((copy) => ({
    '@id': `/api/regional_sheets/${copy.id}`,
    id: copy.id,
    region: 'cz',
    status: copy.status,
  })),
  variants: [{ id: 1, name: '18 inch', details: '', group: 1 }],
  variant_groups: [{ id: 1, name: 'Size' }],
});
const copy = {
  '@id': '/api/regional_sheets/7',
  id: 7,
  name: 'Zimní kompletní kola',
  details: 'Kompletní zimní kola BMW',
  region: 'cz',
  status: 'locked',
  master: '/api/sheets/2',
  thumbnail: '/api/regional_sheets/7/thumbnail.png?sig=c',
  version: 4,
  variants: [{ id: 1, name: '18 palců', details: '', group: 1 }],
  variant_groups: [{ id: 1, name: 'Velikost' }],
  masterChanged: true,
  translation: { translated: 3, total: 12 },
};

function open(roles: string[], status = 'locked') {
  const session = sessionFor('cz.user', roles);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = ({ url, init }: { url: string; init: RequestInit | undefined }) => {
    sent.push({ method: init?.method ?? 'GET', url, body: JSON.parse(String(init?.body)) });
  };
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/categories': () => jsonResponse({ 'hydra:member': [], 'hydra:totalItems': 0 }),
    [`GET ${SHEETS}`]: () =>
      jsonResponse({
        'hydra:member': [
          master(3, 'Spring check', []),
          master(2, 'Winter wheels', [{ id: 7, status }]),
        ],
        'hydra:totalItems': 2,
      }),
    [`GET ${COPIES}`]: () =>
      jsonResponse({ 'hydra:member': [{ ...copy, status }], 'hydra:totalItems': 1 }),
    'PUT /api/regional_sheets/7': (request) => {
      record(request);
      return jsonResponse({ ...copy, status: 'unlocked', version: 5 });
    },
    'POST /api/regional_sheets': (request) => {
      record(request);
      return jsonResponse({ id: 9 }, 201);
    },
  });
  return sent;
}

describe('the overview of a region', { timeout: 20_000 }, () => {
  it('shows the copy as itself and finds it by its Czech words without diacritics', async () => {
    open(['ROLE_REGIONADMIN', 'REGION_CZ']);
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Offer sheets' }, BOOT);
    const card = within(list).getByText('Zimní kompletní kola').closest('li') as HTMLElement;
    expect(within(card).getByText('Kompletní zimní kola BMW')).toBeInTheDocument();
    expect(within(card).getByRole('img').getAttribute('src')).toContain(
      '/api/regional_sheets/7/thumbnail.png',
    );
    expect(within(list).queryByText('Winter wheels')).toBeNull();
    const search = screen.getByLabelText('Search by name, details or variant');
    fireEvent.change(search, { target: { value: 'zimni' } });
    await screen.findByText('Sheets found: 1');
    fireEvent.change(search, { target: { value: '18 palcu' } });
    await screen.findByText('Sheets found: 1');
    fireEvent.change(search, { target: { value: 'winter' } });
    await screen.findByText('Sheets found: 0');
  });

  it("gives the region admin each copy's standing and status, and the masters to copy", async () => {
    const sent = open(['ROLE_REGIONADMIN', 'REGION_CZ']);
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Offer sheets' }, BOOT);
    const card = within(list).getByText('Zimní kompletní kola').closest('li') as HTMLElement;
    expect(
      within(card).getByText('The master has changed since this copy was made'),
    ).toBeInTheDocument();
    expect(within(card).getByText('3 of 12 texts translated')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Release Zimní kompletní kola' }));
    expect(
      await screen.findByText("Changing status to 'unlocked', please wait"),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { status: 'unlocked', version: 4 } });

    const without = screen.getByRole('region', { name: 'Without a CZ copy (1)' });
    fireEvent.click(
      within(without).getByRole('button', { name: 'Make the CZ copy of Spring check' }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      method: 'POST',
      body: { master: '/api/sheets/3', region: 'cz' },
    });
  });

  it('shows a dealer the copy without the keeper’s controls', async () => {
    open(['REGION_CZ'], 'unlocked');
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Offer sheets' }, BOOT);
    expect(within(list).getByText('Zimní kompletní kola')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Release/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Without a CZ copy/ })).toBeNull();
  });
});
