import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const face = (name: string, missing: string[] = []) => ({
  face: name,
  fileName: `Brand-${name}.ttf`,
  fontName: 'Brand Sans',
  fontStyle: name,
  missingLanguages: missing,
  missing: missing.map((language) => ({ language, letters: 'Ж' })),
});

const family = {
  '@id': '/api/font_families/3',
  id: 3,
  name: 'Brand Sans',
  fontFamily: 'brand-3',
  faces: [face('regular', ['bg', 'el']), face('bold')],
  cis: ['bmw'],
  revisions: [
    {
      '@id': '/api/font_families/3/revisions/7',
      id: 7,
      face: 'bold',
      fileName: 'Brand-bold-2025.ttf',
      created: '2026-11-20T09:30:00.000Z',
      uploadedBy: 'maria',
      replaced: '2026-11-24T14:00:00.000Z',
    },
  ],
  version: 4,
};

/** A family no brand is set in, which can be deleted. */
const spare = {
  ...family,
  '@id': '/api/font_families/5',
  id: 5,
  name: 'Spare Serif',
  fontFamily: 'brand-5',
  cis: [],
  revisions: [],
};

/** The uploads the page sends: XMLHttpRequest, so that its progress can be shown. */
function recordUploads() {
  const urls: string[] = [];
  class Recorder {
    status = 201;
    statusText = 'Created';
    responseText = JSON.stringify(face('bold'));
    upload: { onprogress?: unknown } = {};
    onload: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return 'application/json';
    }
    send() {
      urls.push(this.url);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', Recorder);
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function visitFonts(path: string) {
  const session = sessionFor('maria', ['ROLE_ADMIN']);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  const sent: { name?: string; ci?: unknown; restored?: string; deleted?: string } = {};
  const families: unknown[] = [family, spare];
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/dealer_logos?hnr=12345&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    // The shell's overview data, which a page opened by its language path loads too.
    'GET /api/categories': () => jsonResponse(hydraPage([])),
    'GET /api/sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'GET /api/font_families?itemsPerPage=100': () => jsonResponse(hydraPage(families)),
    'POST /api/font_families': ({ init }) => {
      sent.name = JSON.parse(String(init?.body)).name;
      const created = { ...family, id: 4, '@id': '/api/font_families/4', name: sent.name };
      families.push({ ...created, faces: [], cis: [] });
      return jsonResponse(created, 201);
    },
    'POST /api/font_families/3/revisions/7/restore': () => {
      sent.restored = '/api/font_families/3/revisions/7';
      return jsonResponse(family);
    },
    'DELETE /api/font_families/5': () => {
      sent.deleted = '/api/font_families/5';
      return new Response(null, { status: 204 });
    },
    'PUT /api/ci_fonts/mini': ({ init }) => {
      sent.ci = JSON.parse(String(init?.body));
      return jsonResponse({ ci: 'mini', family: family['@id'], fontFamily: 'brand-3' });
    },
  });
  renderApp(path);
  return sent;
}

describe('brand fonts tab', { timeout: 60_000 }, () => {
  it('shows each face with the languages it lacks, and the brands set in the family', async () => {
    visitFonts('/media?tab=fonts');
    const faces = await screen.findByRole(
      'table',
      { name: 'Faces of Brand Sans' },
      { timeout: 25_000 },
    );
    const regular = within(faces).getByRole('row', { name: /^Regular/ });
    expect(within(regular).getByText('Brand-regular.ttf')).toBeInTheDocument();
    expect(within(regular).getByText('Bulgarian, Greek')).toBeInTheDocument();
    const bold = within(faces).getByRole('row', { name: /^Bold Brand-bold/ });
    expect(within(bold).getByText('None: all 11 languages')).toBeInTheDocument();
    const italic = within(faces).getByRole('row', { name: /^Italic/ });
    expect(within(italic).getByText('Not uploaded')).toBeInTheDocument();
    expect(
      screen.getByLabelText('Brand bmw; remove to set it in Noto Sans again'),
    ).toBeInTheDocument();
  });

  it('creates a family and assigns it to a brand', async () => {
    const sent = visitFonts('/de/media?tab=fonts');
    fireEvent.change(await screen.findByLabelText('Name der Familie', {}, { timeout: 25_000 }), {
      target: { value: 'MINI Serif' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Familie anlegen' }));
    expect(await screen.findByRole('heading', { name: 'MINI Serif' })).toBeInTheDocument();
    expect(sent.name).toBe('MINI Serif');

    const assign = screen.getByRole('form', { name: 'Brand Sans einer Marke zuweisen' });
    fireEvent.change(within(assign).getByLabelText('Marke'), { target: { value: 'MINI' } });
    fireEvent.click(within(assign).getByRole('button', { name: 'Zuweisen' }));
    await waitFor(() => expect(sent.ci).toEqual({ family: '/api/font_families/3' }));
  });

  it('asks before replacing a face, naming it, its family and the kept file', async () => {
    const uploads = recordUploads();
    visitFonts('/media?tab=fonts');
    const faces = await screen.findByRole(
      'table',
      { name: 'Faces of Brand Sans' },
      { timeout: 25_000 },
    );
    const bold = within(faces).getByRole('row', { name: /^Bold Brand-bold/ });
    const choose = (file: string) =>
      fireEvent.change(within(bold).getByLabelText('Upload Bold', { selector: 'input' }), {
        target: { files: [new File(['font'], file, { type: 'font/ttf' })] },
      });
    choose('Brand-bold-2026.ttf');
    const dialog = await screen.findByRole('dialog', { name: 'Replace the face?' });
    expect(dialog).toHaveTextContent(
      'Replace the Bold face of Brand Sans with Brand-bold-2026.ttf? The current file Brand-bold.ttf is kept as an earlier file, so you can restore it.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(uploads).toEqual([]);

    choose('Brand-bold-2026.ttf');
    const again = await screen.findByRole('dialog', { name: 'Replace the face?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(uploads).toEqual(['/api/font_families/3/faces']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A face not uploaded yet replaces nothing: no question.
    const italic = within(faces).getByRole('row', { name: /^Italic/ });
    fireEvent.change(within(italic).getByLabelText('Upload Italic', { selector: 'input' }), {
      target: { files: [new File(['font'], 'Brand-italic.ttf', { type: 'font/ttf' })] },
    });
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists earlier files with who uploaded them, and restores one', async () => {
    const sent = visitFonts('/media?tab=fonts');
    const earlier = await screen.findByRole(
      'table',
      { name: 'Earlier files of Brand Sans' },
      { timeout: 25_000 },
    );
    const row = within(earlier).getByRole('row', { name: /Brand-bold-2025\.ttf/ });
    expect(row).toHaveTextContent('maria');
    expect(
      screen.getByText('Each face keeps its last 10 replaced or removed files.'),
    ).toBeVisible();
    fireEvent.click(
      within(row).getByRole('button', { name: 'Restore Brand-bold-2025.ttf as the Bold face' }),
    );
    await waitFor(() => expect(sent.restored).toBe('/api/font_families/3/revisions/7'));
  });

  it('will not delete a family set for a brand, naming the brand; deletes one that is not', async () => {
    const sent = visitFonts('/de/media?tab=fonts');
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Schriftfamilie Brand Sans löschen' },
        { timeout: 25_000 },
      ),
    );
    const inUse = await screen.findByRole('dialog', { name: 'Schriftfamilie in Gebrauch' });
    expect(inUse).toHaveTextContent('Brand Sans ist die Markenschrift von bmw.');
    expect(within(inUse).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    fireEvent.click(within(inUse).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Schriftfamilie Spare Serif löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Schriftfamilie löschen?' });
    expect(confirm).toHaveTextContent('mit allen Schnitten und deren früheren Dateien');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(sent.deleted).toBe('/api/font_families/5'));
  });
});
