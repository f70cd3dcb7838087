import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const BOOT = { timeout: 10_000 };

const record = {
  '@id': '/api/export_records/7',
  id: 7,
  sheet: '/api/regional_sheets/1',
  sheetName: 'Referenční nabídkový list',
  sheetVersion: 3,
  format: 'pdf',
  pdf: 'print',
  page: 'all',
  dealerValues: { 'Dealer contact': { text: '<p>Praha</p>' } },
  file: '/api/export_records/7/file',
  created: '2026-11-20T09:30:00.000Z',
};

describe('My exports', { timeout: 20_000 }, () => {
  it('lists what the dealer exported and downloads an entry again from the server', async () => {
    const session = sessionFor('dealer.cz', ['REGION_CZ']);
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    const fetchMock = mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/export_records?itemsPerPage=100': () => jsonResponse(hydraPage([record])),
      'GET /api/dealer_values?itemsPerPage=100': () => jsonResponse(hydraPage([saved])),
      'GET /api/export_records/7/file': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename*=UTF-8''Referen%C4%8Dn%C3%AD.pdf`,
          },
        }),
    });
    const created = vi.fn(() => 'blob:pdf');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    renderApp('/cz/exports');

    expect(await screen.findByRole('heading', { name: 'Moje exporty' }, BOOT)).toBeInTheDocument();
    const row = (await screen.findByText('Referenční nabídkový list')).closest('tr');
    // The file kind in the buttons' words, and how many fields the dealer had filled in.
    expect(row?.querySelectorAll('td')[2]?.textContent).toBe('Tiskové PDF');
    expect(row?.querySelectorAll('td')[3]?.textContent).toBe('1');
    fireEvent.click(
      screen.getByRole('button', { name: /Znovu stáhnout Referenční nabídkový list/ }),
    );
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const asked = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/7/file'));
    expect(asked?.[1]?.headers).toEqual({ Authorization: `Bearer ${session.token}` });
    // The sheets they filled in, each opening in the designer, with what they typed.
    const open = screen.getByRole('link', { name: 'Referenční nabídkový list (CZ)' });
    expect(open).toHaveAttribute('href', '/cz/edit-region/1');
    expect(screen.getByText('Dealer contact: Praha, Vinohradská 1')).toBeInTheDocument();
  });

  it("shows an admin a dealer's exports and saved fields, read-only", async () => {
    const session = sessionFor('admin', ['ROLE_ADMIN']);
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    const dealer = {
      '@id': '/api/users/5',
      id: 5,
      username: 'dealer.cz',
      roles: ['REGION_CZ'],
      hnr: '41001',
      version: 1,
    };
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/users?order[id]=asc': () => jsonResponse(hydraPage([dealer])),
      'GET /api/export_records?itemsPerPage=100&user=5': () => jsonResponse(hydraPage([record])),
      'GET /api/dealer_values?itemsPerPage=100&user=5': () => jsonResponse(hydraPage([saved])),
      'GET /api/batch_exports?itemsPerPage=30': () => jsonResponse(hydraPage([])),
    });
    renderApp('/exports?user=5');
    expect(
      await screen.findByRole('heading', { name: 'Exports and saved fields of dealer.cz' }, BOOT),
    ).toBeInTheDocument();
    expect(await screen.findByText('Dealer contact: Praha, Vinohradská 1')).toBeInTheDocument();
    expect(screen.getByText('Referenční nabídkový list (CZ)')).toBeInTheDocument();
    // Read-only: no way into the designer from another user's values.
    expect(screen.queryByRole('link', { name: /Referenční/ })).not.toBeInTheDocument();
  });
});

const saved = {
  '@id': '/api/regional_sheets/1/dealer_values?user=5',
  sheet: '/api/regional_sheets/1',
  sheetName: 'Referenční nabídkový list',
  region: 'cz',
  user: '/api/users/5',
  values: { 'Dealer contact': { text: '<p>Praha, <strong>Vinohradská 1</strong></p>' } },
  selection: {},
  version: 2,
  modified: '2026-11-21T10:00:00.000Z',
};

const batch = (status: string, done: number) => ({
  '@id': '/api/batch_exports/3',
  id: 3,
  sheet: '/api/regional_sheets/1',
  sheetName: 'Winter tyre storage',
  region: 'cz',
  format: 'pdf',
  status,
  total: 120,
  done,
  error: null,
  file: status === 'done' ? '/api/batch_exports/3/file' : null,
  created: '2026-11-24T09:30:00.000Z',
});

describe('batch exports on My exports', { timeout: 20_000 }, () => {
  it('shows a region admin the progress of a running batch, and cancels it', async () => {
    const session = sessionFor('regionadmin.cz', ['ROLE_REGIONADMIN', 'REGION_CZ']);
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    let current = batch('running', 30);
    const fetchMock = mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/export_records?itemsPerPage=100': () => jsonResponse(hydraPage([])),
      'GET /api/batch_exports?itemsPerPage=30': () => jsonResponse(hydraPage([current])),
      'GET /api/dealer_values?itemsPerPage=100': () => jsonResponse(hydraPage([])),
      'POST /api/batch_exports/3/cancel': () => {
        current = batch('cancelled', 30);
        return jsonResponse(current);
      },
    });
    renderApp('/exports');

    const bar = await screen.findByRole(
      'progressbar',
      { name: 'Progress of Winter tyre storage for every dealer' },
      BOOT,
    );
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Dealers: 30 of 120 done')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled · dealers: 30 of 120 done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/3/cancel'))).toBe(true);
  });

  it('offers an admin the ZIP of a finished batch', async () => {
    const session = sessionFor('admin', ['ROLE_ADMIN']);
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/export_records?itemsPerPage=100': () => jsonResponse(hydraPage([])),
      'GET /api/batch_exports?itemsPerPage=30': () => jsonResponse(hydraPage([batch('done', 120)])),
      'GET /api/dealer_values?itemsPerPage=100': () => jsonResponse(hydraPage([])),
    });
    renderApp('/exports');
    expect(await screen.findByText('Done · dealers: 120', {}, BOOT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeEnabled();
    // Nobody was left out, so no list of dealers without a file.
    expect(screen.queryByText(/Dealers without a file/)).not.toBeInTheDocument();
  });

  it('names the dealers a batch made no file for, with the reason', async () => {
    const session = sessionFor('admin', ['ROLE_ADMIN']);
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    const reason =
      'Dealer 41009 has no dealer profile yet, so no file was made for them: add their profile and export again.';
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/export_records?itemsPerPage=100': () => jsonResponse(hydraPage([])),
      'GET /api/batch_exports?itemsPerPage=30': () =>
        jsonResponse(
          hydraPage([
            { ...batch('done', 120), skipped: [{ hnr: '41009', dealer: 'newdealer.cz', reason }] },
          ]),
        ),
      'GET /api/dealer_values?itemsPerPage=100': () => jsonResponse(hydraPage([])),
    });
    renderApp('/exports');
    expect(
      await screen.findByText(
        'Dealers without a file (1), also listed in report.txt in the ZIP:',
        {},
        BOOT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`41009 newdealer.cz: ${reason}`)).toBeInTheDocument();
  });
});
