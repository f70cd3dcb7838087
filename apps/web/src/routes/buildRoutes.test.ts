import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prefixCodes } from '../i18n/languages';
import { buildRoutes } from './buildRoutes';
import type { PageId } from './pageRoutes';
import { pageOfHandles } from './routeHandle';

const routes = buildRoutes();

function pageAt(path: string): PageId | null {
  const matches = matchRoutes(routes, path) ?? [];
  return pageOfHandles(matches.map((match) => match.route.handle));
}

const screens: [string, PageId][] = [
  ['/', 'home'],
  ['/login', 'login'],
  ['/overview', 'sheetOverview'],
  ['/users', 'users'],
  ['/support', 'support'],
  ['/dataprivacy', 'dataPrivacy'],
  ['/imprint', 'imprint'],
  ['/edit/create', 'createSheet'],
  ['/edit', 'editSheet'],
  ['/edit/42', 'editSheet'],
  ['/edit-region', 'editRegionalSheet'],
  ['/edit-region/7', 'editRegionalSheet'],
];

describe('route table', () => {
  it.each(screens)('%s shows %s', (path, page) => {
    expect(pageAt(path)).toBe(page);
  });

  it.each(prefixCodes)('every route also exists under /%s', (code) => {
    for (const [path, page] of screens) {
      expect(pageAt(path === '/' ? `/${code}` : `/${code}${path}`), path).toBe(page);
    }
  });

  it('keeps the edit id as a parameter', () => {
    const match = matchRoutes(routes, '/de/edit-region/7')?.at(-1);
    expect(match?.params.id).toBe('7');
  });

  it.each(['/nope', '/de/nope', '/xx', '/login/extra'])('%s is not found', (path) => {
    expect(pageAt(path)).toBe('notFound');
  });

  // English lives unprefixed and Czech under cz: the codes people type redirect there.
  it.each(['/en/login', '/en', '/cs', '/cs/overview'])('%s is a language alias', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(pageAt(path)).toBeNull();
    expect(matches.at(-1)?.route.path).toMatch(/^(en|cs)\/\*$/);
  });
});
