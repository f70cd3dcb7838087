import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const logo = {
  '@id': '/api/dealer_logos/4',
  id: 4,
  hnr: '41001',
  brand: 'mini',
  contentUrl: `/media/${'c'.repeat(64)}.png`,
  mimeType: 'image/png',
  width: 300,
  height: 120,
};

function visitMedia(path: string, roles: string[]) {
  const session = sessionFor('maria', roles);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/dealer_logos?hnr=12345&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'GET /api/dealer_logos?itemsPerPage=100': () => jsonResponse(hydraPage([logo])),
    'GET /api/media_objects?order[id]=desc&itemsPerPage=100&page=1': () =>
      jsonResponse(hydraPage([])),
    'GET /api/media_tags': () => jsonResponse({ 'hydra:member': [] }),
  });
  return renderApp(path);
}

describe('media page', { timeout: 30_000 }, () => {
  it('refuses a dealer', async () => {
    visitMedia('/media', ['REGION_CZ']);
    expect(
      await screen.findByText(
        'Only administrators and region admins may open this page.',
        {},
        // The first visit loads the page's chunk.
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows a region admin the library without the dealer logos', async () => {
    visitMedia('/de/media', ['ROLE_REGIONADMIN', 'REGION_CZ']);
    expect(
      await screen.findByRole('heading', { name: 'Mediathek' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Keine Bilder gefunden.')).toBeInTheDocument();
    expect(screen.getByLabelText('Dateien auswählen')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Händlerlogos' })).toBeNull();
  });

  it('gives admins a dealer logos tab listing every logo', async () => {
    visitMedia('/media', ['ROLE_ADMIN']);
    fireEvent.click(await screen.findByRole('tab', { name: 'Dealer logos' }, { timeout: 10_000 }));
    expect(await screen.findByRole('cell', { name: '41001' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of dealer 41001 for mini' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Delete the mini logo of 41001' }),
    ).toBeInTheDocument();
  });
});
