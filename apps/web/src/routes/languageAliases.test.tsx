import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
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
    render(
      <I18nextProvider i18n={createI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('at /cz/edit/3?variant=2#top')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('chooses English for /en, whose unprefixed address keeps the language chosen before', async () => {
    const i18n = createI18n();
    await act(() => i18n.changeLanguage('cs'));
    const router = createMemoryRouter(
      [{ path: '/', children: [...aliasRoutes, { path: '*', element: <p>arrived</p> }] }],
      { initialEntries: ['/en/users'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('arrived')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
    expect(i18n.resolvedLanguage).toBe('en');
  });
});
