import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { stubResizeObserver } from '../../../test/stubResizeObserver';

const BOOT = { timeout: 10_000 };
const OVERWRITTEN =
  'This save would replace a translated text of the regional copy with the master\'s ("Headline"). Use "Update from master" to take over the master\'s changes and keep the translations, or send overwriteTranslations: true to replace them.';

const data = (headline: string, top = 40) =>
  JSON.stringify({
    schemaVersion: 1,
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: {
          name: 'Headline',
          text: `<p>${headline}</p>`,
          style: { left: 40, top, width: 300, height: 40 },
        },
      },
    ],
  });

/** The copy as `GET /api/regional_sheets/5` answers it to its region admin. */
const copy = (changes: Record<string, unknown> = {}) => ({
  '@id': '/api/regional_sheets/5',
  '@type': 'RegionalSheet',
  id: 5,
  name: 'Zimní kola',
  details: '',
  status: 'unlocked',
  category: '/api/categories/1',
  data: data('Zimní kola za skvělou cenu'),
  version: 7,
  region: 'cz',
  master: '/api/sheets/2',
  masterVersion: 3,
  latestMasterVersion: 4,
  masterChanged: true,
  translation: { translated: 1, total: 1 },
  ...changes,
});

/** The designer of copy 5 for regionadmin.cz, with a server that refuses its saves. */
function openCopy() {
  const session = sessionFor('regionadmin.cz', ['ROLE_REGIONADMIN', 'REGION_CZ']);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  const sent: { method: string; url: string; body: unknown }[] = [];
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/categories': () => jsonResponse(hydraPage([])),
    'GET /api/sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'GET /api/regional_sheets?order[id]=desc&itemsPerPage=100&region=cz': () =>
      jsonResponse(hydraPage([])),
    'GET /api/regional_sheets/5': () => jsonResponse(copy()),
    'GET /api/regional_sheets/5/master_changes': () =>
      jsonResponse({
        master: '/api/sheets/2',
        baseVersion: 3,
        masterVersion: 4,
        known: true,
        changes: [{ kind: 'moved', element: 'Headline', page: 0 }],
      }),
    'PUT /api/regional_sheets/5': ({ url, init }) => {
      sent.push({ method: 'PUT', url, body: JSON.parse(String(init?.body)) });
      return jsonResponse(
        {
          '@type': 'hydra:Error',
          type: '/api/errors/translations-overwritten',
          'hydra:title': 'Conflict',
          'hydra:description': OVERWRITTEN,
        },
        409,
      );
    },
    'GET /api/regional_sheets/5/master_update': () =>
      jsonResponse({
        version: 7,
        baseVersion: 3,
        masterVersion: 4,
        data: data('Zimní kola za skvělou cenu', 52),
        kept: ['Headline'],
        outdated: [],
        untranslated: [],
        removed: [],
      }),
    'POST /api/regional_sheets/5/master_update': ({ url, init }) => {
      sent.push({ method: 'POST', url, body: JSON.parse(String(init?.body)) });
      return jsonResponse(
        copy({
          status: 'locked',
          version: 8,
          masterVersion: 4,
          masterChanged: false,
          data: data('Zimní kola za skvělou cenu', 52),
        }),
      );
    },
  });
  return { sent, ...renderApp('/edit-region/5') };
}

describe('the designer of a regional copy', { timeout: 30_000 }, () => {
  beforeEach(stubResizeObserver);

  it('answers a save refused for overwriting translations with "Update from master", not a reload', async () => {
    const { sent } = openCopy();
    const banner = await screen.findByText(
      'The master has changed since this copy was made',
      {},
      BOOT,
    );
    expect(banner).toBeInTheDocument();

    // An unsaved change: the banner's update waits for it to be saved.
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const settings = await screen.findByRole('dialog');
    fireEvent.change(within(settings).getByLabelText('Name', { exact: false }), {
      target: { value: 'Zimní kola 2025' },
    });
    fireEvent.click(within(settings).getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Update from master' })).toBeDisabled();
    expect(screen.getByText('Save your changes first.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const refusal = await screen.findByRole('dialog', {
      name: 'Translations would be overwritten',
    });
    expect(within(refusal).getByText(OVERWRITTEN)).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'This sheet was saved in the meantime' }),
    ).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ version: 7, name: 'Zimní kola 2025' });
    expect(sent[0]?.body).not.toHaveProperty('overwriteTranslations');

    // Offered from the refusal, the update says it replaces the unsaved change.
    fireEvent.click(within(refusal).getByRole('button', { name: 'Update from master' }));
    const update = await screen.findByRole('dialog', { name: 'Update from master' });
    expect(await within(update).findByText('Translations kept (1)')).toBeInTheDocument();
    expect(
      within(update).getByText('The update replaces your unsaved changes to this copy.'),
    ).toBeInTheDocument();
    fireEvent.click(within(update).getByRole('button', { name: 'Update' }));

    // The answer is the saved copy: the banner goes, and nothing reads as unsaved.
    await waitFor(() =>
      expect(screen.queryByText('The master has changed since this copy was made')).toBeNull(),
    );
    expect(sent[1]).toEqual({
      method: 'POST',
      url: '/api/regional_sheets/5/master_update',
      body: { version: 7, masterVersion: 4 },
    });
    expect(
      await screen.findByText('Updated from the master. The copy is locked until you release it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('MuiButton-outlined');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const after = await screen.findByRole('dialog');
    expect(within(after).getByLabelText('Name', { exact: false })).toHaveValue('Zimní kola');
  });
});
