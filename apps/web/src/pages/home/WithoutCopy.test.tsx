import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { BOOT, openRegion } from './regionalOverview.fixtures';

const REGION_ADMIN = ['ROLE_REGIONADMIN', 'REGION_CZ'];

function withoutCopy() {
  return screen.findByRole('region', { name: 'Without a CZ copy (1)' }, BOOT);
}

describe('masters without a copy for the region', { timeout: 20_000 }, () => {
  it('lists the released master the region has no copy of, with its thumbnail', async () => {
    openRegion(REGION_ADMIN);
    renderApp('/');
    const section = await withoutCopy();
    expect(within(section).getByText('Spring check')).toBeInTheDocument();
    expect(within(section).getByText('Wheel change and safety check')).toBeInTheDocument();
    // Decorative (the name follows), so it is no image to a screen reader, but it is shown.
    expect(section.querySelector('img')?.getAttribute('src')).toContain(
      '/api/sheets/3/thumbnail.png',
    );
    // The master that has a copy is the copy's card, not a master to copy.
    expect(within(section).queryByText('Winter wheels')).toBeNull();
    const list = screen.getByRole('list', { name: 'Offer sheets' });
    expect(within(list).queryByText('Spring check')).toBeNull();
  });

  it('makes the copy, says so and opens it in the designer', async () => {
    const sent = openRegion(REGION_ADMIN);
    const { router } = renderApp('/');
    const section = await withoutCopy();
    const button = within(section).getByRole('button', {
      name: 'Make the CZ copy of Spring check',
    });
    expect(button).toHaveTextContent('Make the CZ copy');
    fireEvent.click(button);
    expect(
      await screen.findByText('Made the CZ copy of Spring check.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-region/9'));
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/regional_sheets',
        body: { master: '/api/sheets/3', region: 'cz' },
      },
    ]);
  });

  it('shows the refusal when the copy exists already (409) and stays', async () => {
    const exists = 'A regional sheet for this master and region exists already.';
    openRegion(REGION_ADMIN, {
      post: () => jsonResponse({ 'hydra:description': exists }, 409),
    });
    const { router } = renderApp('/');
    const section = await withoutCopy();
    fireEvent.click(
      within(section).getByRole('button', { name: 'Make the CZ copy of Spring check' }),
    );
    expect(await screen.findByText(exists, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() =>
      expect(
        within(section).getByRole('button', { name: 'Make the CZ copy of Spring check' }),
      ).toBeEnabled(),
    );
  });

  it('follows the search, as the cards do', async () => {
    openRegion(REGION_ADMIN);
    renderApp('/');
    await withoutCopy();
    const search = screen.getByLabelText('Search by name, details or variant');
    fireEvent.change(search, { target: { value: 'safety' } });
    await screen.findByText('Sheets found: 0');
    expect(screen.getByRole('region', { name: 'Without a CZ copy (1)' })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zimni' } });
    await screen.findByText('Sheets found: 1');
    expect(screen.queryByRole('region', { name: /Without a CZ copy/ })).toBeNull();
  });
});
