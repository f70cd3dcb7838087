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
  });
});
