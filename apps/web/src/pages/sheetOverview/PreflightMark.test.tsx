import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const BOOT = { timeout: 10_000 };

const sheet = (id: number, name: string) => ({
  '@id': `/api/sheets/${id}`,
  id,
  name,
  details: '',
  status: 'unlocked',
  category: null,
  version: 3,
  modified: '2026-11-20T10:00:00.000Z',
  regionalSheets: [],
  variants: [],
  variant_groups: [],
});

/** A photo placed larger than its pixels allow: the master's finding, the admin's to fix. */
const lowResolution = {
  check: 'imageResolution',
  severity: 'warning',
  ppi: 94,
  required: 300,
  page: 0,
  elementId: 3,
  elementName: 'Photo',
  elementType: 'img',
};

function openOverview() {
  const session = sessionFor('admin');
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/categories': () => jsonResponse(hydraPage([])),
    'GET /api/sheets?order[id]=desc&itemsPerPage=100': () =>
      jsonResponse(hydraPage([sheet(2, 'Winter wheels'), sheet(1, 'Clean sheet')])),
    'GET /api/regional_sheets?order[id]=desc&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    'GET /api/sheets/2/preflight': () =>
      jsonResponse({ errors: 0, warnings: 1, findings: [lowResolution] }),
    'GET /api/sheets/1/preflight': () => jsonResponse({ errors: 0, warnings: 0, findings: [] }),
  });
  return renderApp('/overview');
}

// Issue 43 point 5: the master's findings reach the admin here, no longer every dealer.
describe("the Sheet Overview's preflight marks", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });

  it('marks a master with findings, says them in words, and opens it in the designer', async () => {
    openOverview();
    const mark = await screen.findByRole(
      'link',
      { name: /^Preflight – errors: 0, warnings: 1\. / },
      BOOT,
    );
    expect(mark).toHaveTextContent('1');
    expect(mark).toHaveAccessibleName(
      'Preflight – errors: 0, warnings: 1. Photo: Image resolution 94 ppi at its placed size; print needs at least 300 ppi.',
    );
    expect(mark).toHaveAttribute('href', '/edit/2');
    expect(mark.closest('tr')).toHaveTextContent('Winter wheels');
    // The clear sheet has no mark.
    expect(screen.getAllByRole('link', { name: /^Preflight/ })).toHaveLength(1);
  });
});
