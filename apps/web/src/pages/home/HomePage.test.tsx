import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const SHEETS = '/api/sheets?order[id]=desc&itemsPerPage=100';
// The whole app boots (session check, lazy page); on a busy machine that takes seconds.
const BOOT = { timeout: 10_000 };

function logIn() {
  const session = sessionFor('fay');
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  return session;
}

function sheet(id: number, name: string) {
  return { '@id': `/api/sheets/${id}`, id, name, status: 'unlocked', category: null };
}

describe('home page', { timeout: 20_000 }, () => {
  it('shows the SPEC load-failure text when the sheets cannot be loaded', async () => {
    const session = logIn();
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      [`GET ${SHEETS}`]: () => jsonResponse({ message: 'Forbidden' }, 403),
    });
    renderApp('/');
    expect(
      await screen.findByText('Error loading data. Try logging in again.', {}, BOOT),
    ).toBeInTheDocument();
  });

  it('shows the first page of sheets while the rest still loads, then all of them', async () => {
    const session = logIn();
    let releasePage2 = () => {};
    const page2 = new Promise<void>((resolve) => {
      releasePage2 = resolve;
    });
    const fetchMock = mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/categories': () => jsonResponse({ 'hydra:member': [], 'hydra:totalItems': 0 }),
      [`GET ${SHEETS}`]: () =>
        jsonResponse({
          'hydra:member': [sheet(4, 'Winter wheels'), sheet(3, 'Summer wheels')],
          'hydra:totalItems': 4,
          'hydra:view': { 'hydra:last': `${SHEETS}&page=2` },
        }),
    });
    const answer = fetchMock.getMockImplementation();
    // Page 2 answers only when the test says so.
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('&page=2')) {
        await page2;
        return jsonResponse({
          'hydra:member': [sheet(2, 'Winter tyres'), sheet(1, 'Brake service')],
          'hydra:totalItems': 4,
        });
      }
      return (answer as typeof fetch)(input, init);
    });
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Offer sheets' }, BOOT);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Sheets found: 2')).toBeInTheDocument();
    // The search already works on what is there.
    fireEvent.change(screen.getByLabelText('Search by name, details or variant'), {
      target: { value: 'winter' },
    });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    await act(async () => releasePage2());
    await screen.findByText('Sheets found: 2');
    expect(within(list).getByText('Winter tyres')).toBeInTheDocument();
    expect(within(list).getByText('Winter wheels')).toBeInTheDocument();
  });

  it('puts the search before the categories, so a phone shows it first', async () => {
    const session = logIn();
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/categories': () => jsonResponse({ 'hydra:member': [], 'hydra:totalItems': 0 }),
      [`GET ${SHEETS}`]: () =>
        jsonResponse({ 'hydra:member': [sheet(1, 'Winter wheels')], 'hydra:totalItems': 1 }),
    });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Categories' }, BOOT);
    const search = screen.getByLabelText('Search by name, details or variant');
    expect(search.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the search in the URL and takes the search of a navigation into the box', async () => {
    const session = logIn();
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/categories': () => jsonResponse({ 'hydra:member': [], 'hydra:totalItems': 0 }),
      [`GET ${SHEETS}`]: () =>
        jsonResponse({
          'hydra:member': [sheet(2, 'Winter wheels'), sheet(1, 'Summer wheels')],
          'hydra:totalItems': 2,
        }),
    });
    const { router } = renderApp('/?search=wheels');
    const box = await screen.findByLabelText('Search by name, details or variant', {}, BOOT);
    expect(box).toHaveValue('wheels');
    fireEvent.change(box, { target: { value: 'winter' } });
    expect(box).toHaveValue('winter');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?search=winter'));
    // Typing replaced the entry instead of adding one per letter.
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByText('Sheets found: 1');

    await act(() => router.navigate('/?search=summer'));
    expect(box).toHaveValue('summer');
    const list = screen.getByRole('list', { name: 'Offer sheets' });
    await vi.waitFor(() => expect(within(list).getByText('Summer wheels')).toBeInTheDocument());
    expect(within(list).queryByText('Winter wheels')).toBeNull();
  });
});
