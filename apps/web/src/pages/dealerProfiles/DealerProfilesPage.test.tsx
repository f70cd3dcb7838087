import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const BOOT = { timeout: 10_000 };
const PROFILES = '/api/dealer_profiles?itemsPerPage=100';
const profile = {
  '@id': '/api/dealer_profiles/1',
  id: 1,
  hnr: '41001',
  region: 'cz',
  name: 'Autosalon Praha s.r.o.',
  address: 'Vinohradská 1\n120 00 Praha 2',
  phone: '+420 222 123 456',
  email: '',
  website: '',
  openingHours: 'Po–Pá 7–18',
  version: 3,
};

function logIn(roles: string[]) {
  const session = sessionFor('someone', roles);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  return session;
}

describe('dealer profiles page', { timeout: 20_000 }, () => {
  it('lets a dealer change their own details and saves them with the loaded version', async () => {
    const session = logIn(['REGION_CZ']);
    const sent: unknown[] = [];
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      [`GET ${PROFILES}`]: () => jsonResponse(hydraPage([profile])),
      'PUT /api/dealer_profiles/1': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...profile, openingHours: 'Po–Pá 8–17', version: 4 });
      },
    });
    renderApp('/dealers');
    const hours = await screen.findByLabelText('Opening hours', {}, BOOT);
    expect(hours).toHaveValue('Po–Pá 7–18');
    fireEvent.change(hours, { target: { value: 'Po–Pá 8–17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ openingHours: 'Po–Pá 8–17', version: 3 });
    expect(await screen.findByText('Dealer profile saved.')).toBeInTheDocument();
  });

  it('shows a region admin their region’s profiles without a way to change them', async () => {
    const session = logIn(['ROLE_REGIONADMIN', 'REGION_CZ']);
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      [`GET ${PROFILES}`]: () => jsonResponse(hydraPage([profile])),
    });
    renderApp('/dealers');
    expect(await screen.findByLabelText('Dealer name', {}, BOOT)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
