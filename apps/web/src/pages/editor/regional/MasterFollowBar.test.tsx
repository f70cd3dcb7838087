import { parseSheetData } from '@pms/sheet/browser';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../AppProviders';
import type { SheetDocument } from '../../../api/sheetDocument';
import { createAuthStore } from '../../../auth/authStore';
import { createI18n } from '../../../i18n/createI18n';
import { jsonResponse, mockFetch, sessionFor } from '../../../test/fetchMock';
import { MasterFollowBar } from './MasterFollowBar';

const copy: SheetDocument = {
  kind: 'regional',
  id: 5,
  iri: '/api/regional_sheets/5',
  meta: { name: 'Zimní kola', details: '', status: 'unlocked', category: null },
  data: parseSheetData({ schemaVersion: 1, ci: 'bmw' }),
  version: 7,
  region: 'cz',
  masterIri: '/api/sheets/2',
  regionalCopies: [],
  standing: {
    masterVersion: 3,
    latestMasterVersion: 4,
    masterChanged: true,
    translation: { translated: 2, total: 5 },
  },
};

const box = { left: 10, top: 10, width: 200, height: 40 };
/** The copy as the update leaves it: the master's texts for Price and Disclaimer. */
const updatedData = {
  schemaVersion: 1,
  ci: 'bmw',
  elements: [
    { id: 1, type: 'p', config: { name: 'Price', text: '<p>From 499 €</p>', style: box } },
    {
      id: 2,
      type: 'p',
      config: { name: 'Disclaimer', text: '<p>Prices incl. VAT</p>', style: box },
    },
  ],
};

// The designer frame's document setter, for a test that replaces it as a translation import does.
let replaceDocument: (next: SheetDocument) => void = () => undefined;

function renderBar(dirty = false) {
  const session = sessionFor('regionadmin.cz', ['ROLE_REGIONADMIN', 'REGION_CZ']);
  const posted: unknown[] = [];
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/regional_sheets/5/master_changes': () =>
      jsonResponse({
        baseVersion: 3,
        masterVersion: 4,
        known: true,
        changes: [
          { kind: 'moved', element: 'Headline', page: 0 },
          { kind: 'text', element: 'Price', page: 0 },
          { kind: 'added', element: 'Disclaimer', page: 0 },
          { kind: 'removed', element: 'Promo', page: 0 },
          { kind: 'variants', element: '', page: 1 },
        ],
      }),
    'GET /api/regional_sheets/5/master_update': () =>
      jsonResponse({
        version: 7,
        baseVersion: 3,
        masterVersion: 4,
        data: '{}',
        kept: ['Headline', 'Price'],
        outdated: ['Price'],
        untranslated: ['Disclaimer'],
        removed: ['Promo'],
      }),
    'POST /api/regional_sheets/5/master_update': ({ init }) => {
      posted.push(JSON.parse(String(init?.body)));
      // The updated copy, locked, as the server presents a regional sheet.
      return jsonResponse({
        '@id': '/api/regional_sheets/5',
        id: 5,
        name: 'Zimní kola',
        status: 'locked',
        data: JSON.stringify(updatedData),
        version: 8,
        region: 'cz',
        master: '/api/sheets/2',
        masterVersion: 4,
        latestMasterVersion: 4,
        masterChanged: false,
        translation: { translated: 2, total: 6 },
      });
    },
  });
  const authStore = createAuthStore();
  authStore.signIn(session);
  const updated: SheetDocument[] = [];
  // Holds the document as the designer frame does: an update replaces it with the answer.
  function Designer() {
    const [document, setDocument] = useState(copy);
    replaceDocument = setDocument;
    return (
      <MasterFollowBar
        document={document}
        dirty={dirty}
        onUpdated={(next) => {
          updated.push(next);
          setDocument(next);
        }}
        overwritten={null}
        onOverwrittenClose={() => undefined}
      />
    );
  }
  render(
    <AppProviders
      services={{
        i18n: createI18n(),
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
        authStore,
      }}
    >
      <Designer />
    </AppProviders>,
  );
  return { posted, updated };
}

describe('MasterFollowBar', () => {
  it('says the master changed and lists what changed, in words', async () => {
    renderBar();
    expect(screen.getByText('The master has changed since this copy was made')).toBeInTheDocument();
    expect(await screen.findByText('Headline: moved or resized')).toBeInTheDocument();
    expect(screen.getByText('Price: text changed')).toBeInTheDocument();
    expect(screen.getByText('New element: Disclaimer')).toBeInTheDocument();
    expect(screen.getByText('Removed: Promo')).toBeInTheDocument();
    expect(screen.getByText('Variants changed on page 2')).toBeInTheDocument();
  });

  it('previews the update, saves it with both versions, then names what is untranslated', async () => {
    const { posted, updated } = renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Update from master' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update from master' });
    expect(await within(dialog).findByText('Translations kept (2)')).toBeInTheDocument();
    expect(within(dialog).getByText('Headline, Price')).toBeInTheDocument();
    expect(
      within(dialog).getByText("Kept, but the master's text changed since: check these (1)"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('New or changed in the master, not translated yet (1)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Promo')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(posted).toEqual([{ version: 7, masterVersion: 4 }]);
    // The designer takes the answer as its document: locked, no longer behind its master.
    expect(updated[0]).toMatchObject({
      version: 8,
      meta: { status: 'locked' },
      standing: { masterChanged: false },
    });
    expect(screen.queryByText('The master has changed since this copy was made')).toBeNull();
    expect(screen.getByText('Not translated yet: Disclaimer')).toBeInTheDocument();
    expect(
      screen.getByText('Translated before the master changed them, check again: Price'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Updated from the master. The copy is locked until you release it.'),
    ).toBeInTheDocument();
  });

  it('drops the names a translation import translated, at once', async () => {
    const { updated } = renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Update from master' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update from master' });
    await within(dialog).findByText('Translations kept (2)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(screen.getByText('Not translated yet: Disclaimer')).toBeInTheDocument();
    const first = updated[0];
    if (!first) throw new Error('no update');
    // The import translated the disclaimer; the price's text is as the update left it.
    const imported = structuredClone(updatedData);
    const disclaimer = imported.elements[1];
    if (disclaimer) disclaimer.config.text = '<p>Ceny vč. DPH</p>';
    act(() => replaceDocument({ ...first, version: 9, data: parseSheetData(imported) }));
    expect(screen.queryByText(/Not translated yet/)).toBeNull();
    expect(
      screen.getByText('Translated before the master changed them, check again: Price'),
    ).toBeInTheDocument();
  });

  it('asks to save unsaved changes before updating', () => {
    renderBar(true);
    expect(screen.getByRole('button', { name: 'Update from master' })).toBeDisabled();
    expect(screen.getByText('Save your changes first.')).toBeInTheDocument();
  });
});
