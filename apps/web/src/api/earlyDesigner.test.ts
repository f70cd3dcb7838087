import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../auth/authApi';
import { createAuthStore } from '../auth/authStore';
import { jsonResponse, mockFetch, sessionFor } from '../test/fetchMock';
import { copyFor, startDesignerEarly } from './earlyDesigner';
import { takeEarly } from './earlyRequests';

const copies = [{ id: 9, region: 'cz' }];
const user = (roles: string[]) => sessionFor('someone', roles).user;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the regional copy a designer link leads to', () => {
  it("sends everyone but admins from a master to their region's copy", () => {
    expect(copyFor('sheet', copies, user(['ROLE_ADMIN', 'REGION_CZ']))).toBeUndefined();
    expect(copyFor('sheet', copies, user(['ROLE_REGIONADMIN', 'REGION_CZ']))).toEqual(copies[0]);
    expect(copyFor('sheet', copies, user(['ROLE_USER', 'REGION_CZ']))).toEqual(copies[0]);
    expect(copyFor('sheet', copies, null)).toBeUndefined();
  });

  it('keeps users of another region, and anyone on a regional copy, where they are', () => {
    expect(copyFor('sheet', copies, user(['ROLE_USER', 'REGION_DE']))).toBeUndefined();
    expect(copyFor('regional', copies, user(['ROLE_USER', 'REGION_CZ']))).toBeUndefined();
  });
});

/** Opens `/edit/7` for a user with `roles`, as the entry does; answers which paths were asked. */
async function openMaster(roles: string[], regionalSheets: { id: number; region: string }[]) {
  const session = sessionFor('someone', roles);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  const fetchMock = mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/sheets/7': () => jsonResponse({ id: 7, regionalSheets }),
    'GET /api/ci_fonts': () => jsonResponse({ 'hydra:member': [] }),
    'GET /api/print_profile': () => jsonResponse({}),
    'GET /api/sheets/7/dealer_values': () => jsonResponse({ values: {}, version: 1 }),
  });
  const store = createAuthStore();
  const restore = restoreSession(store);
  startDesignerEarly({ kind: 'sheet', id: 7 }, session.token, restore, store);
  await restore;
  await takeEarly('/api/sheets/7');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetchMock.mock.calls.map(([url]) => String(url));
}

describe('a designer link', () => {
  it("asks for the sheet, the brands' families, the print profile and the user's values", async () => {
    const asked = await openMaster(['ROLE_ADMIN'], copies);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/sheets/7',
        '/api/ci_fonts',
        '/api/print_profile',
        '/api/sheets/7/dealer_values',
      ]),
    );
    expect(takeEarly('/api/sheets/7/dealer_values')).toBeDefined();
  });

  it("does not ask for a master's values when the user is sent to their region's copy", async () => {
    const asked = await openMaster(['ROLE_USER', 'REGION_CZ'], copies);
    expect(asked).toContain('/api/sheets/7');
    expect(asked).not.toContain('/api/sheets/7/dealer_values');
  });
});
