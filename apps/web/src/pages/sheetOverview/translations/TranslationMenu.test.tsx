import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../AppProviders';
import { createAuthStore } from '../../../auth/authStore';
import { createI18n } from '../../../i18n/createI18n';
import { jsonResponse, mockFetch, sessionFor } from '../../../test/fetchMock';
import { type FakeAnswer, stubXhr } from '../../media/fakeXhr';
import { TranslationMenu, type TranslationMenuProps } from './TranslationMenu';

function renderMenu(props: TranslationMenuProps, answer: FakeAnswer = { status: 200, body: {} }) {
  const session = sessionFor('admin');
  const fetchMock = mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/regional_sheets/5/translations?format=xliff': () =>
      new Response('<xliff/>', {
        headers: {
          'content-type': 'application/xliff+xml',
          'content-disposition': `attachment; filename="Prehled cs.xlf"; filename*=UTF-8''P%C5%99ehled%20cs.xlf`,
        },
      }),
  });
  const sent = stubXhr(() => answer);
  const authStore = createAuthStore();
  authStore.signIn(session);
  render(
    <AppProviders
      services={{
        i18n: createI18n(),
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
        authStore,
      }}
    >
      <TranslationMenu {...props} />
    </AppProviders>,
  );
  return { fetchMock, sent };
}

async function openImport() {
  fireEvent.click(await screen.findByRole('button', { name: 'Translations of Přehled (CZ)' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Import translation…' }));
  return screen.findByRole('dialog', { name: 'Import a translation' });
}

function chooseFile(dialog: HTMLElement) {
  const file = new File(['<xliff/>'], 'prehled.xlf', { type: 'application/xliff+xml' });
  fireEvent.change(within(dialog).getByLabelText('Translation file (XLSX or XLIFF)'), {
    target: { files: [file] },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('translation menu', { timeout: 30_000 }, () => {
  it('offers only exports for a master sheet', async () => {
    renderMenu({ kind: 'sheet', id: 3, label: 'Přehled' });
    fireEvent.click(await screen.findByRole('button', { name: 'Translations of Přehled' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Export translation (XLSX)',
      'Export translation (XLIFF)',
    ]);
  });

  it('downloads an export under the server’s file name and confirms it', async () => {
    const createObjectURL = vi.fn(() => 'blob:translation');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { fetchMock } = renderMenu({ kind: 'regional', id: 5, label: 'Přehled (CZ)' });
    fireEvent.click(await screen.findByRole('button', { name: 'Translations of Přehled (CZ)' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export translation (XLIFF)' }));
    expect(await screen.findByText('Translation exported.')).toBeInTheDocument();
    expect(clicked).toEqual(['Přehled cs.xlf']);
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('translations'));
    expect(call?.[1]?.headers).toEqual({ Authorization: 'Bearer token-of-admin' });
    click.mockRestore();
  });

  it('says SPEC’s words when no file is chosen', async () => {
    const { sent } = renderMenu({ kind: 'regional', id: 5, label: 'Přehled (CZ)' });
    const dialog = await openImport();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error importing the translation. Please select a translation file.',
    );
    expect(sent).toHaveLength(0);
  });

  it('says SPEC’s words when nothing matches', async () => {
    renderMenu(
      { kind: 'regional', id: 5, label: 'Přehled (CZ)' },
      {
        status: 400,
        body: {
          'hydra:description': 'No matching translations found. Please check the file again.',
        },
      },
    );
    const dialog = await openImport();
    chooseFile(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No matching translations found. Please check the file again.',
    );
  });

  it('shows the report of an import and tells the caller', async () => {
    const onImported = vi.fn();
    const { sent } = renderMenu(
      { kind: 'regional', id: 5, label: 'Přehled (CZ)', onImported },
      {
        status: 200,
        body: {
          report: {
            matched: 7,
            changed: 2,
            unknown: ['Slogan'],
            notCovered: ['Footer'],
            sheetFields: ['name'],
            overflowing: [
              { key: 'Price', element: 'Price', page: 0, variant: '', by: 7 },
              {
                key: 'Price @2',
                element: 'Price',
                page: 0,
                variant: 'Tyre size: 18 inch',
                by: 12,
              },
              { key: 'Footer', element: 'Footer', page: 1, variant: '', by: 3 },
            ],
            overflowUnchecked: 4,
          },
        },
      },
    );
    const dialog = await openImport();
    chooseFile(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Texts matched: 7');
    expect(status).toHaveTextContent('Texts changed: 2');
    expect(status).toHaveTextContent('Names in the file not found in the sheet: 1Slogan');
    expect(status).toHaveTextContent('Texts of the sheet not in the file: 1Footer');
    expect(status).toHaveTextContent("Also translated: the sheet's name");
    // Every overflowing text is named with its page and, for a variant entry, its variant.
    const overflow = within(status).getByRole('alert');
    expect(overflow).toHaveTextContent('These texts are longer than their box now (3)');
    expect(
      within(overflow)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Price (page 1) overflows by 7 pt',
      'Price (page 1, variant Tyre size: 18 inch) overflows by 12 pt',
      'Footer (page 2) overflows by 3 pt',
    ]);
    expect(status).toHaveTextContent(
      '4 more translated texts were not checked for room: the file is too large to lay out at once.',
    );
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(sent[0]?.url).toBe('/api/regional_sheets/5/translations');
  });

  it('names the texts a translation tool took the formatting codes from', async () => {
    renderMenu(
      { kind: 'regional', id: 5, label: 'Přehled (CZ)', onImported: vi.fn() },
      {
        status: 200,
        body: {
          report: {
            matched: 3,
            changed: 2,
            unknown: [],
            notCovered: [],
            sheetFields: [],
            overflowing: [],
            overflowUnchecked: 0,
            codesMissing: ['Headline', 'Dealer contact'],
          },
        },
      },
    );
    const dialog = await openImport();
    chooseFile(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const status = await within(dialog).findByRole('status');
    const lost = within(status).getByRole('alert');
    expect(lost).toHaveTextContent('These texts lost their formatting in a translation tool (2)');
    expect(
      within(lost)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Headline', 'Dealer contact']);
  });
});
