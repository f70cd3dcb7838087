import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../AppProviders';
import { createAuthStore } from '../../auth/authStore';
import { createI18n } from '../../i18n/createI18n';
import { renderApp } from '../../test/renderApp';
import { ErrorPage } from './ErrorPage';

describe('404 page', () => {
  it('shows the SPEC texts and links back to the overview', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Page not found - 404' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The request URL was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/');
  });

  it('speaks the language of the prefix and keeps it in the link', async () => {
    renderApp('/de/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { name: 'Seite nicht gefunden - 404' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute(
      'href',
      '/de',
    );
  });
});

function Broken(): never {
  throw new Error('boom');
}

describe('error page', () => {
  it('shows the general error text when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: ErrorPage }]);
    render(
      <AppProviders
        services={{
          i18n: createI18n(),
          queryClient: new QueryClient(),
          authStore: createAuthStore(),
        }}
      >
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'An error occurred.' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please go back and try again. If the error keeps occurring, please contact support.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/');
  });
});
