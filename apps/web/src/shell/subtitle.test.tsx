import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageId } from '../routes/pageRoutes';
import { jsonResponse, mockFetch, sessionFor } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';
import { subtitleKeyOf } from './subtitle';

describe('subtitle per route', () => {
  it.each<[PageId | null, string | null]>([
    ['createSheet', 'pages.createSheet'],
    ['users', 'pages.users'],
    ['home', null],
    ['editSheet', null],
    ['login', null],
    ['notFound', null],
    [null, null],
  ])('%s has subtitle %s', (page, key) => {
    expect(subtitleKeyOf(page)).toBe(key);
  });

  it.each([
    ['/edit/create', 'Create new Document'],
    ['/users', 'User Management'],
    ['/de/users', 'Benutzerverwaltung'],
  ])('%s shows "%s" in the top bar', async (path, subtitle) => {
    const session = sessionFor('ada');
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('expires', session.expires);
    mockFetch({ 'GET /auth/user': () => jsonResponse(session) });
    renderApp(path);
    const banner = await screen.findByRole('banner');
    expect(await screen.findByText(subtitle, { selector: 'header p' })).toBeInTheDocument();
    expect(banner).toHaveTextContent(subtitle);
  });

  it('shows no subtitle elsewhere', async () => {
    renderApp('/support');
    const banner = await screen.findByRole('banner');
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(banner.querySelector('p')).toBeNull();
  });
});
