import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const BOOT = { timeout: 10_000 };

/** A master as the admin's sheet list answers it, with its copies' standing. */
const master = {
  '@id': '/api/sheets/2',
  id: 2,
  name: 'Winter wheels',
  details: '',
  status: 'unlocked',
  category: null,
  version: 4,
  modified: '2026-11-20T10:00:00.000Z',
  regionalSheets: [
    {
      '@id': '/api/regional_sheets/5',
      id: 5,
      region: 'cz',
      status: 'unlocked',
      masterChanged: true,
      translation: { translated: 12, total: 20 },
    },
    {
      '@id': '/api/regional_sheets/6',
      id: 6,
      region: 'pl',
      status: 'locked',
      masterChanged: false,
      translation: { translated: 20, total: 20 },
    },
  ],
  variants: [],
  variant_groups: [],
};

function openOverview() {
  const session = sessionFor('admin');
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/categories': () => jsonResponse(hydraPage([])),
    'GET /api/sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([master])),
    'GET /api/regional_sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
  });
  return renderApp('/overview');
}

describe("the Sheet Overview's regional copies", { timeout: 20_000 }, () => {
  // jsdom lays nothing out: the table draws the rows that fit its scroll box, which needs a size.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });

  it('marks each copy whose master changed since it was made, and shows how much is translated', async () => {
    openOverview();
    const table = await screen.findByRole('table', { name: 'Sheet Overview' }, BOOT);
    const row = (await within(table).findByText('Winter wheels', {}, BOOT)).closest('tr');
    if (!row) throw new Error('no row for the master');
    const cells = within(row);

    expect(
      cells.getByRole('img', {
        name: 'Winter wheels (CZ): the master has changed since this copy was made',
      }),
    ).toBeInTheDocument();
    expect(
      cells.queryByRole('img', {
        name: 'Winter wheels (PL): the master has changed since this copy was made',
      }),
    ).toBeNull();
    expect(cells.getByText('12/20')).toHaveAttribute('title', '12 of 20 texts translated');
    expect(cells.getByText('20/20')).toHaveAttribute('title', '20 of 20 texts translated');
  });

  it('opens a copy in the designer, where the update from its master is', async () => {
    const { router } = openOverview();
    const table = await screen.findByRole('table', { name: 'Sheet Overview' }, BOOT);
    const link = await within(table).findByRole(
      'link',
      { description: 'Open the CZ copy of Winter wheels' },
      BOOT,
    );
    expect(link).toHaveTextContent('CZ · unlocked');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-region/5'));
  });
});
