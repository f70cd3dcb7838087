import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { BOOT, openRegion } from './regionalOverview.fixtures';

/** The card of the cz copy, once the overview shows it. */
async function copyCard() {
  const list = await screen.findByRole('list', { name: 'Offer sheets' }, BOOT);
  const name = await within(list).findByText('Zimní kompletní kola', {}, BOOT);
  return { list, card: name.closest('li') as HTMLElement };
}

describe('the overview of a region', { timeout: 20_000 }, () => {
  it('shows a dealer the copy as itself, without the keeper’s controls', async () => {
    openRegion(['REGION_CZ'], { status: 'unlocked' });
    renderApp('/');
    const { list, card } = await copyCard();
    expect(within(card).getByText('Kompletní zimní kola BMW')).toBeInTheDocument();
    expect(within(card).getByRole('img').getAttribute('src')).toContain(
      '/api/regional_sheets/7/thumbnail.png',
    );
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/edit-region/7?variants=1');
    expect(within(list).queryByText('Winter wheels')).toBeNull();
    expect(screen.queryByRole('button', { name: /Release|Lock/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Without a CZ copy/ })).toBeNull();
  });

  it('finds the copy by its Czech words without diacritics, and chooses its own variant', async () => {
    openRegion(['REGION_CZ'], { status: 'unlocked' });
    renderApp('/');
    await copyCard();
    const search = screen.getByLabelText('Search by name, details or variant');
    fireEvent.change(search, { target: { value: 'zimni' } });
    await screen.findByText('Sheets found: 1');
    fireEvent.change(search, { target: { value: 'xyz' } });
    await screen.findByText('Sheets found: 0');
    // By the copy's variant, which the link then selects: the copy's 18 palců is its variant 2.
    fireEvent.change(search, { target: { value: '18 palcu' } });
    await screen.findByText('Sheets found: 1');
    // A new list: the one before went when nothing matched.
    const list = screen.getByRole('list', { name: 'Offer sheets' });
    await waitFor(() =>
      expect(within(list).getByRole('link').getAttribute('href')).toBe(
        '/edit-region/7?search=18%20palcu&variants=2',
      ),
    );
  });

  it("gives the region admin the copy's standing: master changed and share translated", async () => {
    openRegion(['ROLE_REGIONADMIN', 'REGION_CZ']);
    renderApp('/');
    const { card } = await copyCard();
    expect(
      within(card).getByText('The master has changed since this copy was made'),
    ).toBeInTheDocument();
    expect(within(card).getByText('3 of 12 texts translated')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: 'Translated share of Zimní kompletní kola' }),
    ).toHaveAttribute('aria-valuenow', '25');
    // The footer's button is not inside the card's link.
    const link = within(card).getByRole('link');
    expect(link.querySelector('button')).toBeNull();
    expect(within(link).queryByText('locked')).toBeNull();
    expect(within(card).getByText('locked')).toBeInTheDocument();
  });

  it('releases a copy from its card with SPEC’s message, then says it is done', async () => {
    const sent = openRegion(['ROLE_REGIONADMIN', 'REGION_CZ']);
    renderApp('/');
    const { card } = await copyCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Release Zimní kompletní kola' }));
    // One toast at a time: the result replaces the wait toast (here at once, as the answer is).
    expect(await screen.findByText('Status changed.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(
      screen.queryByText("Changing status to 'unlocked', please wait"),
    ).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/regional_sheets/7',
        body: { status: 'unlocked', version: 4 },
      },
    ]);
  });

  it('shows the server’s words when the copy changed meanwhile (409)', async () => {
    const stale = 'This regional sheet was changed by someone else. Reload it.';
    openRegion(['ROLE_REGIONADMIN', 'REGION_CZ'], {
      put: () => jsonResponse({ 'hydra:description': stale }, 409),
    });
    renderApp('/');
    const { card } = await copyCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Release Zimní kompletní kola' }));
    expect(await screen.findByText(stale, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Status changed.')).toBeNull();
  });
});
