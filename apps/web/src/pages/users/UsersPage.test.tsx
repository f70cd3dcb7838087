import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const BOOT = { timeout: 10_000 };
const USERS = '/api/users?order[id]=asc';
const PROFILES = '/api/dealer_profiles?itemsPerPage=100';
const account = (id: number, username: string, roles: string[], hnr: string | null = null) => ({
  '@id': `/api/users/${id}`,
  id,
  username,
  roles,
  hnr,
  version: 1,
});

function logInAsAdmin() {
  const session = sessionFor('admin', ['ROLE_ADMIN']);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  return session;
}

describe('users page', { timeout: 30_000 }, () => {
  it('names roles and regions in the interface language, not by their codes', async () => {
    const session = logInAsAdmin();
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      [`GET ${USERS}`]: () =>
        jsonResponse(
          hydraPage([
            account(1, 'admin', ['ROLE_ADMIN']),
            account(2, 'regionadmin.cz', ['ROLE_REGIONADMIN', 'REGION_CZ']),
            account(3, 'dealer.cy', ['REGION_CY-EN'], '51001'),
          ]),
        ),
    });
    renderApp('/cz/users');
    expect(await screen.findByText('Regionální administrátor · Česko', {}, BOOT)).toBeVisible();
    expect(screen.getByText('Administrátor')).toBeVisible();
    expect(screen.getByText('Dealer · Kypr (angličtina)')).toBeVisible();
    expect(screen.queryByText(/REGION_|ROLE_/)).toBeNull();
    // The search finds accounts by those names too.
    fireEvent.change(screen.getByLabelText('Hledat uživatele'), { target: { value: 'kypr' } });
    expect(screen.queryByText('regionadmin.cz')).toBeNull();
    expect(screen.getByText('dealer.cy')).toBeVisible();
  });

  it('makes a dealer with number and region, then offers to make their dealer profile', async () => {
    const session = logInAsAdmin();
    const created: unknown[] = [];
    const profiles: unknown[] = [];
    const other = { '@id': '/api/dealer_profiles/1', id: 1, hnr: '41001', region: 'cz' };
    const made = { '@id': '/api/dealer_profiles/4', id: 4, hnr: '61001', region: 'pl' };
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      [`GET ${USERS}`]: () => jsonResponse(hydraPage([account(1, 'admin', ['ROLE_ADMIN'])])),
      'POST /api/users': ({ init }) => {
        created.push(JSON.parse(String(init?.body)));
        return jsonResponse(account(9, 'dealer.pl', ['REGION_PL'], '61001'), 201);
      },
      [`GET ${PROFILES}`]: () => jsonResponse(hydraPage(profiles.length ? [other, made] : [other])),
      'POST /api/dealer_profiles': ({ init }) => {
        profiles.push(JSON.parse(String(init?.body)));
        return jsonResponse(made, 201);
      },
    });
    renderApp('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'New dealer' }, BOOT));
    const dialog = await screen.findByRole('dialog', { name: 'New dealer' });
    expect(within(dialog).queryByText('Roles')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Username/), {
      target: { value: 'dealer.pl' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'secret' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // Without a dealer number and a region it cannot be saved.
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.change(within(dialog).getByLabelText(/Dealer number/), {
      target: { value: '61001' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Region/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Poland' }));
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ username: 'dealer.pl', roles: ['REGION_PL'], hnr: '61001' });
    expect(
      await screen.findByText(/Dealer dealer\.pl created\. Their dealer profile \(61001\)/),
    ).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: 'Create their dealer profile' }));
    await waitFor(() => expect(profiles).toEqual([{ hnr: '61001', region: 'pl' }]));
    // The dealer profiles page opens at the new profile, not at the first of the list.
    expect(await screen.findByRole('heading', { name: 'Dealer 61001' }, BOOT)).toBeVisible();
  });
});
