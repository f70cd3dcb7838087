import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from '../auth/authStore';
import { jsonResponse, mockFetch, sessionFor } from '../test/fetchMock';
import { type DesignerAddress, startDesignerOnClick } from './designerLinks';
import { doneEarly, takeEarly } from './earlyRequests';

const EARLY = ['/api/regional_sheets/4', '/api/ci_fonts', '/api/print_profile'];

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.body.innerHTML = '';
  for (const path of EARLY) doneEarly(path);
});

/** A logged-in app with a link to `href` in it; answers what a click on it started. */
function appWithLink(href: string, attributes: Record<string, string> = {}) {
  const session = sessionFor('someone', ['ROLE_USER', 'REGION_CZ']);
  const fetchMock = mockFetch({
    'GET /api/regional_sheets/4': () => jsonResponse({ id: 4, region: 'cz' }),
    'GET /api/ci_fonts': () => jsonResponse({ 'hydra:member': [] }),
    'GET /api/print_profile': () => jsonResponse({}),
  });
  const store = createAuthStore();
  store.signIn(session);
  const opened: DesignerAddress[] = [];
  const stop = startDesignerOnClick(document, store, (address) => opened.push(address));
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'Winter wheels';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  // A link whose click the app handles itself, as the router's links do.
  link.addEventListener('click', (event) => event.preventDefault());
  const inner = document.createElement('span');
  link.append(inner);
  document.body.append(link);
  return { fetchMock, store, opened, stop, link, inner };
}

const asked = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

describe('a designer link clicked in the app', () => {
  it("starts the copy, the brands' families and the print profile, and opens the designer's address", () => {
    const { fetchMock, opened, stop, inner } = appWithLink('/de/edit-region/4?search=winter');
    inner.click();
    expect(asked(fetchMock)).toEqual(EARLY);
    expect(takeEarly('/api/regional_sheets/4')).toBeDefined();
    expect(opened).toEqual([{ pathname: '/de/edit-region/4', search: '?search=winter' }]);
    stop();
  });

  it('starts nothing for another page, a new tab, a modified click, or when logged out', () => {
    const overview = appWithLink('/de/');
    overview.inner.click();
    expect(overview.opened).toEqual([]);
    overview.stop();

    const tab = appWithLink('/edit-region/4', { target: '_blank' });
    tab.inner.click();
    tab.link.dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true }));
    tab.link.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 1 }));
    expect(tab.opened).toEqual([]);
    tab.stop();

    const modified = appWithLink('/edit-region/4');
    modified.link.dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true }));
    modified.store.signOut();
    modified.inner.click();
    expect(modified.opened).toEqual([]);
    expect(asked(modified.fetchMock)).toEqual([]);
    modified.stop();
  });

  it('stops listening when removed', () => {
    const { fetchMock, opened, stop, inner } = appWithLink('/edit-region/4');
    stop();
    inner.click();
    expect(opened).toEqual([]);
    expect(asked(fetchMock)).toEqual([]);
  });
});
