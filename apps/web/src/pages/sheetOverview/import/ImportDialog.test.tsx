import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../AppProviders';
import type { SheetSummary } from '../../../api/sheets';
import { createAuthStore } from '../../../auth/authStore';
import { createI18n } from '../../../i18n/createI18n';
import { jsonResponse, mockFetch, sessionFor } from '../../../test/fetchMock';
import { type FakeAnswer, stubXhr } from '../../media/fakeXhr';
import { ImportDialog } from './ImportDialog';

const template: SheetSummary = {
  '@id': '/api/sheets/7',
  id: 7,
  name: 'Winter template',
  status: 'locked',
  sticky: false,
  category: '/api/categories/1',
  regionalSheets: [],
  variants: [],
  variant_groups: [],
  version: 1,
};

const report = {
  kind: 'variants',
  rows: 2,
  elementsChanged: ['Price'],
  variants: [
    { page: 0, group: 'Tyre size', name: '17 inch', details: '' },
    { page: 0, group: 'Tyre size', name: '18 inch', details: '' },
  ],
  warnings: ['The text of "Price" would overflow its box by 4 pt (variant "17 inch").'],
};

const guide = {
  template: '/api/sheets/7',
  columns: [
    { header: 'Variant group', kind: 'group' },
    { header: 'Variant name', kind: 'variant' },
    { header: 'Variant details', kind: 'details' },
    { header: 'Headline', kind: 'element', type: 'p', page: 0 },
    { header: 'Price', kind: 'element', type: 'p', page: 0 },
  ],
  groups: [{ name: 'Tyre size', page: 0, variants: ['17 inch', '18 inch'] }],
  notImportable: ['Tyre label'],
};

function Designer() {
  const { id } = useParams();
  return <p>Designer of sheet {id}</p>;
}

function renderDialog(answer: FakeAnswer, path = '/overview') {
  const session = sessionFor('admin');
  const fetchMock = mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/imports/templates/7': () => jsonResponse(guide),
    'GET /api/imports/templates/7/sample.csv': () =>
      new Response('\uFEFFVariant group;Variant name\r\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="Winter template import sample.csv"',
        },
      }),
  });
  const sent = stubXhr(() => answer);
  const authStore = createAuthStore();
  authStore.signIn(session);
  const onClose = vi.fn();
  // Closes as the overview closes it, so the modal no longer hides the toasts from the roles.
  function OverviewWithDialog() {
    const [open, setOpen] = useState(true);
    return (
      <ImportDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        sheets={[template]}
        categories={[{ iri: '/api/categories/1', label: 'Winter' }]}
      />
    );
  }
  const dialog = <OverviewWithDialog />;
  const router = createMemoryRouter(
    [
      { path: '/overview', element: dialog },
      { path: '/de/overview', element: dialog },
      { path: '/edit/:id', element: <Designer /> },
      { path: '/de/edit/:id', element: <Designer /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders
      services={{
        i18n: createI18n(),
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
        authStore,
      }}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent, onClose, fetchMock, router };
}

async function fillIn(name: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Import a sheet from CSV or XLSX' });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Template sheet' }), {
    target: { value: 'Winter' },
  });
  fireEvent.click(await screen.findByRole('option', { name: 'Winter template (7)' }));
  const file = new File(['Price\n€ 1\n'], 'prices.csv', { type: 'text/csv' });
  fireEvent.change(within(dialog).getByLabelText('File (CSV or XLSX)'), {
    target: { files: [file] },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
    target: { value: name },
  });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Category' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Winter' }));
  return dialog;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('import dialog', { timeout: 30_000 }, () => {
  it('asks for every field before uploading', async () => {
    const { sent } = renderDialog({ status: 200, body: {} });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please choose a template sheet, a file, a name and a category.',
    );
    expect(sent).toHaveLength(0);
  });

  it('shows a dry run’s result with SPEC’s words and keeps the dialog open', async () => {
    const { sent, onClose } = renderDialog({
      status: 200,
      body: { dryRun: true, report, message: 'TEST Import, sheet not saved. Result: …' },
    });
    const dialog = await fillIn('test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent(
      'TEST Import, sheet not saved. Result: variants: 2 (17 inch, 18 inch); elements changed: 1 (Price); warnings: 1',
    );
    expect(status).toHaveTextContent('would overflow its box by 4 pt');
    expect(onClose).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    const form = sent[0]?.form as FormData;
    expect(sent[0]?.url).toBe('/api/imports');
    expect(form.get('template')).toBe('/api/sheets/7');
    expect(form.get('name')).toBe('test');
    expect(form.get('category')).toBe('/api/categories/1');
    expect((form.get('file') as File).name).toBe('prices.csv');
  });

  it('shows "Import error" with the server’s reason', async () => {
    renderDialog({
      status: 400,
      body: {
        'hydra:description':
          'The element "Slogan" specified as a target was not found in the template. Import canceled.',
      },
    });
    const dialog = await fillIn('Winter 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Import error: The element "Slogan" specified as a target was not found in the template. Import canceled.',
      ),
    );
  });

  it('closes with a success toast whose link opens the new sheet', async () => {
    const { onClose, router } = renderDialog({
      status: 201,
      body: {
        dryRun: false,
        report: { ...report, warnings: [] },
        message: 'Imported',
        sheet: { id: 99, name: 'Winter 2026' },
      },
    });
    const dialog = await fillIn('Winter 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Sheet imported: Winter 2026')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const link = await screen.findByRole('link', { name: 'Open sheet' });
    expect(link).toHaveAttribute('href', '/edit/99');
    fireEvent.click(link);
    expect(await screen.findByText('Designer of sheet 99')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit/99');
  });

  it('links to the new sheet under the page’s language prefix', async () => {
    renderDialog(
      {
        status: 201,
        body: {
          dryRun: false,
          report: { ...report, warnings: [] },
          message: 'Imported',
          sheet: { id: 99, name: 'Winter 2026' },
        },
      },
      '/de/overview',
    );
    const dialog = await fillIn('Winter 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('link', { name: 'Open sheet' })).toHaveAttribute(
      'href',
      '/de/edit/99',
    );
  });

  it('lists the chosen template’s columns, variants and what no column fills', async () => {
    renderDialog({ status: 200, body: {} });
    const dialog = await fillIn('x');
    const columns = await within(dialog).findByRole('list', {
      name: 'Columns this template takes',
    });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Variant group', 'Variant name', 'Variant details', 'Headline', 'Price']);
    expect(dialog).toHaveTextContent('One row per variant: Tyre size: 17 inch, 18 inch');
    expect(dialog).toHaveTextContent(
      'No column fills these; they stay as in the template: Tyre label',
    );
  });

  it('downloads the template’s sample CSV under the server’s file name', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:sample'), revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { fetchMock } = renderDialog({ status: 200, body: {} });
    const dialog = await fillIn('x');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Sample CSV' }));
    await waitFor(() => expect(clicked).toEqual(['Winter template import sample.csv']));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/sample.csv'));
    expect(call?.[1]?.headers).toEqual({ Authorization: 'Bearer token-of-admin' });
    click.mockRestore();
  });
});
