import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

type Handler = Parameters<typeof mockFetch>[0][string];

async function openPasswordDialog(changePassword: Handler = () => jsonResponse({})) {
  const session = sessionFor('pia', ['REGION_CZ']);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  const fetchMock = mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'POST /auth/change_password': changePassword,
  });
  renderApp('/');
  fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Change password' }));
  const type = (label: string, value: string) =>
    fireEvent.change(dialog.getByLabelText(label), { target: { value } });
  return { dialog, type, fetchMock, save: () => dialog.getByRole('button', { name: 'Save' }) };
}

// A toast replaced by a newer one leaves first (one toast at a time), which takes a while here.
describe('password dialog', { timeout: 20_000 }, () => {
  it('keeps Save disabled until the form is valid, with the SPEC messages', async () => {
    const { dialog, type, save } = await openPasswordDialog();
    expect(save()).toBeDisabled();

    type('Current password', 'old');
    type('New password', 'ab');
    expect(
      await dialog.findByText('The Password has to be at least 3 characters long.'),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();

    type('New password', 'abc');
    type('Repeat new password', 'abd');
    expect(await dialog.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    type('Repeat new password', 'abc');
    await waitFor(() => expect(save()).toBeEnabled());
    expect(dialog.queryByText('The passwords do not match.')).not.toBeInTheDocument();

    // Changing the new password again re-checks the repeat.
    type('New password', 'abcd');
    expect(await dialog.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('sends old and new password and says it worked', async () => {
    const renewed = { ...sessionFor('pia', ['REGION_CZ']), token: 'renewed-token-of-pia' };
    const { type, save, fetchMock } = await openPasswordDialog(() =>
      jsonResponse({ message: 'Password successfully changed.', ...renewed }),
    );
    type('Current password', 'old-secret');
    type('New password', 'new-secret');
    type('Repeat new password', 'new-secret');
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());

    expect(
      await screen.findByText('Password successfully changed.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/auth/change_password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      old_password: 'old-secret',
      new_password: 'new-secret',
    });
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer token-of-pia');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The change ended the old token: the session goes on with the one the server answered.
    expect(window.localStorage.getItem('token')).toBe('renewed-token-of-pia');
  });

  it('shows the SPEC failure toast and stays open when the old password is wrong', async () => {
    const { type, save } = await openPasswordDialog(() =>
      jsonResponse(
        { 'hydra:description': 'Wrong password, please try again or contact support.' },
        400,
      ),
    );
    type('Current password', 'nope');
    type('New password', 'new-secret');
    type('Repeat new password', 'new-secret');
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());

    expect(
      await screen.findByText(
        'Wrong password, please try again or contact support.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });
});
