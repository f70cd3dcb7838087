import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

function renderDialog(answer: FakeAnswer) {
  const session = sessionFor('admin');
  mockFetch({ 'GET /auth/user': () => jsonResponse(session) });
  const sent = stubXhr(() => answer);
  const authStore = createAuthStore();
  authStore.signIn(session);
  const onClose = vi.fn();
  render(
    <AppProviders
      services={{
        i18n: createI18n(),
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
        authStore,
      }}
    >
      <ImportDialog
        open
        onClose={onClose}
        sheets={[template]}
        categories={[{ iri: '/api/categories/1', label: 'Winter' }]}
      />
    </AppProviders>,
  );
  return { sent, onClose };
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

  it('closes with a success toast after a real import', async () => {
    const { onClose } = renderDialog({
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
  });
});
