import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { stubResizeObserver } from '../../../test/stubResizeObserver';

// The save as the designer's page runs it (issue 41 point 2): a 409 fetches the newer version and
// who saved it, merges, and saves the merge over it; the settings merge with the data.

const BOOT = { timeout: 10_000 };

const data = (top: number) =>
  JSON.stringify({
    schemaVersion: 1,
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: {
          name: 'Headline',
          text: '<p>Winter</p>',
          style: { left: 40, top, width: 300, height: 40 },
        },
      },
    ],
  });

const sheet = (version: number, top: number, name = 'Winter') => ({
  '@id': '/api/sheets/2',
  '@type': 'Sheet',
  id: 2,
  name,
  details: '',
  status: 'locked',
  category: '/api/categories/1',
  data: data(top),
  version,
  regionalSheets: [],
});

function openSheet(put: (body: Record<string, unknown>) => Response) {
  const session = sessionFor('admin');
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  const sent: Record<string, unknown>[] = [];
  let latest = sheet(3, 40);
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/categories': () => jsonResponse(hydraPage([])),
    'GET /api/sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'GET /api/sheets/2': () => jsonResponse(latest),
    'GET /api/sheets/2/revisions': () =>
      jsonResponse({
        ...hydraPage([
          {
            '@id': '/api/sheets/2/revisions/4',
            '@type': 'SheetRevision',
            version: 4,
            name: 'Winter',
            status: 'locked',
            createdBy: 'anna',
            created: '2026-11-29T10:00:00+00:00',
          },
        ]),
        '@context': '/api/contexts/SheetRevision',
        '@id': '/api/sheets/2/revisions',
        '@type': 'hydra:Collection',
      }),
    'PUT /api/sheets/2': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      return put(body);
    },
  });
  const view = renderApp('/edit/2');
  // Someone saves a moved headline after the page loaded it.
  const theirs = () => {
    latest = sheet(4, 52);
  };
  return { sent, theirs, view };
}

async function rename(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
  const settings = await screen.findByRole('dialog');
  fireEvent.change(within(settings).getByLabelText('Name', { exact: false }), {
    target: { value: name },
  });
  fireEvent.click(within(settings).getByRole('button', { name: 'Apply' }));
}

describe('saving a sheet someone else saved meanwhile', { timeout: 30_000 }, () => {
  beforeEach(stubResizeObserver);

  it('merges their moved headline with my new name, saves over their version and says so', async () => {
    const { sent, theirs } = openSheet((body) =>
      body.version === 4
        ? jsonResponse(sheet(5, 52, String(body.name)))
        : jsonResponse({ '@type': 'hydra:Error', 'hydra:description': 'stale' }, 409),
    );
    await screen.findByRole('button', { name: 'Settings' }, BOOT);
    theirs();
    await rename('Winter 2027');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The toolbar's busy state is the store's: saving until the merged save is through.
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(
      await screen.findByText("Saved, together with the changes anna made: moved 'Headline'."),
    ).toBeInTheDocument();
    expect(sent.map((body) => [body.version, body.name])).toEqual([
      [3, 'Winter 2027'],
      [4, 'Winter 2027'],
    ]);
    const saved = JSON.parse(String(sent[1]?.data)) as {
      elements: { config: { style: unknown } }[];
    };
    expect(saved.elements[0]?.config.style).toMatchObject({ left: 40, top: 52 });
    // Nothing is left unsaved, and no dialog asked.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('MuiButton-outlined'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells an unreachable server by the notice alone, a refusal by the toast', async () => {
    let answer: 'offline' | 'refused' = 'offline';
    openSheet(() => {
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return jsonResponse({ '@type': 'hydra:Error', 'hydra:description': 'No.' }, 400);
    });
    await screen.findByRole('button', { name: 'Settings' }, BOOT);
    await rename('Winter 2027');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Not saved: the server cannot be reached. Your changes are kept on this device and saved when it answers again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Error saving the document/)).toBeNull();

    answer = 'refused';
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Error saving the document/)).toBeInTheDocument();
  });
});
