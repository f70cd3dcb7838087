import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aliasRoutes, aliasTarget } from './languageAliases';

describe('language aliases', () => {
  it.each([
    ['/cs', '/cz'],
    ['/cs/', '/cz'],
    ['/cs/overview', '/cz/overview'],
    ['/CS/edit/3', '/cz/edit/3'],
    ['/en', '/'],
    ['/en/users', '/users'],
    ['/el/support', '/gr/support'],
    ['/sl/login', '/si/login'],
  ])('%s leads to %s', (from, to) => {
    expect(aliasTarget(from)).toBe(to);
  });

  it('keeps the query and the fragment', () => {
    expect(aliasTarget('/cs/', '?search=18%20inch', '#results')).toBe(
      '/cz?search=18%20inch#results',
    );
  });

  it('leaves the product codes and other addresses alone', () => {
    for (const path of ['/cz/users', '/de', '/users', '/csv', '/english']) {
      expect(aliasTarget(path), path).toBeNull();
    }
  });

  it('redirects in the router, replacing the typed address', async () => {
    function Where() {
      const { pathname, search, hash } = useLocation();
      return <p>at {`${pathname}${search}${hash}`}</p>;
    }
    const router = createMemoryRouter(
      [{ path: '/', children: [...aliasRoutes, { path: '*', Component: Where }] }],
      { initialEntries: ['/cs/edit/3?variant=2#top'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('at /cz/edit/3?variant=2#top')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
