import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const blue = {
  '@id': '/api/palette_colors/1',
  id: 1,
  ci: 'bmw',
  name: 'BMW Blue',
  cyan: 100,
  magenta: 45,
  yellow: 0,
  black: 14,
  spotName: 'PANTONE 2945 C',
  color: 'palette(1 spot("PANTONE 2945 C" 1 0.45 0 0.14))',
  version: 1,
};
const red = {
  ...blue,
  '@id': '/api/palette_colors/6',
  id: 6,
  ci: 'mini',
  name: 'MINI Chili Red',
  cyan: 0,
  magenta: 100,
  yellow: 85,
  black: 5,
  spotName: null,
  color: 'palette(6 device-cmyk(0 1 0.85 0.05))',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function visitColors(path: string) {
  const session = sessionFor('maria', ['ROLE_ADMIN']);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  const sent: { created?: unknown; changed?: unknown; deleted?: string } = {};
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/dealer_logos?hnr=12345&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'GET /api/categories': () => jsonResponse(hydraPage([])),
    'GET /api/sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'GET /api/palette_colors': () => jsonResponse(hydraPage([blue, red])),
    'POST /api/palette_colors': ({ init }) => {
      sent.created = JSON.parse(String(init?.body));
      return jsonResponse({ ...blue, id: 9, '@id': '/api/palette_colors/9' }, 201);
    },
    'PUT /api/palette_colors/1': ({ init }) => {
      sent.changed = JSON.parse(String(init?.body));
      return jsonResponse({ ...blue, version: 2 });
    },
    'DELETE /api/palette_colors/6': () => {
      sent.deleted = '/api/palette_colors/6';
      return new Response(null, { status: 204 });
    },
  });
  renderApp(path);
  return sent;
}

describe('brand colours tab', { timeout: 60_000 }, () => {
  it("lists each brand's colours with CMYK and spot ink, and adds one", async () => {
    const sent = visitColors('/media?tab=colors');
    const bmw = await screen.findByRole('region', { name: 'Colours of bmw' }, { timeout: 25_000 });
    const row = within(bmw).getByRole('row', { name: /BMW Blue/ });
    expect(within(row).getByText('C 100 · M 45 · Y 0 · K 14')).toBeInTheDocument();
    expect(within(row).getByText('PANTONE 2945 C')).toBeInTheDocument();
    const mini = screen.getByRole('region', { name: 'Colours of mini' });
    expect(within(mini).getByText('Process colour (CMYK)')).toBeInTheDocument();
    expect(within(mini).queryByText('BMW Blue')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a brand colour' });
    fireEvent.change(within(dialog).getByLabelText(/Colour name/), {
      target: { value: 'BMW Silver' },
    });
    fireEvent.change(within(dialog).getByLabelText('K %'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.created).toEqual({
        ci: 'bmw',
        name: 'BMW Silver',
        cyan: 0,
        magenta: 0,
        yellow: 0,
        black: 30,
        spotName: null,
      }),
    );
  });

  it('changes a colour with the version it loaded, and deletes one after asking (in German)', async () => {
    const sent = visitColors('/de/media?tab=colors');
    fireEvent.click(
      await screen.findByRole('button', { name: 'BMW Blue ändern' }, { timeout: 25_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'BMW Blue ändern' });
    fireEvent.change(within(dialog).getByLabelText('C %'), { target: { value: '95' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(sent.changed).toEqual({
        name: 'BMW Blue',
        cyan: 95,
        magenta: 45,
        yellow: 0,
        black: 14,
        spotName: 'PANTONE 2945 C',
        version: 1,
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'MINI Chili Red löschen' }));
    const ask = await screen.findByRole('dialog', { name: 'Markenfarbe löschen?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(sent.deleted).toBe('/api/palette_colors/6'));
  });
});
