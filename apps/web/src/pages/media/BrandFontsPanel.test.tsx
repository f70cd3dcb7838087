import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  version: 4,
};

function visitFonts(path: string) {
  const session = sessionFor('maria', ['ROLE_ADMIN']);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  const sent: { name?: string; ci?: unknown } = {};
  const families: unknown[] = [family];
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
    fireEvent.change(within(assign).getByLabelText('Marke (ci)'), { target: { value: 'MINI' } });
    fireEvent.click(within(assign).getByRole('button', { name: 'Zuweisen' }));
    await waitFor(() => expect(sent.ci).toEqual({ family: '/api/font_families/3' }));
  });
});
