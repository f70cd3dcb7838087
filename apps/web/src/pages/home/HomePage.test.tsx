import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

describe('home page', () => {
  it('shows the SPEC load-failure text when the sheets cannot be loaded', async () => {
    const session = sessionFor('fay');
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    mockFetch({
      'GET /auth/user': () => jsonResponse(session),
      'GET /api/sheets?order[id]=desc&itemsPerPage=100': () =>
        jsonResponse({ message: 'Forbidden' }, 403),
    });
    renderApp('/');
    expect(
      await screen.findByText('Error loading data. Try logging in again.'),
    ).toBeInTheDocument();
  });
});
