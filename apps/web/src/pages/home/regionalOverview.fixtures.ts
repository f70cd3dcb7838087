import { jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';

/**
 * The overview of region cz as the API answers it, for the tests of regional copies: master 2
 * "Winter wheels" has the cz copy 7 "Zimní kompletní kola"; master 3 "Spring check" has none.
 */
export const SHEETS = '/api/sheets?order[id]=desc&itemsPerPage=100';
export const COPIES = '/api/regional_sheets?order[id]=desc&itemsPerPage=100&region=cz';
/** The whole app boots (session check, lazy page); on a busy machine that takes seconds. */
export const BOOT = { timeout: 10_000 };

export const master = (id: number, name: string, copies: { id: number; status: string }[]) => ({
  '@id': `/api/sheets/${id}`,
  id,
  name,
  details: id === 3 ? 'Wheel change and safety check' : 'Complete winter wheels',
  status: 'unlocked',
  category: null,
  thumbnail: `/api/sheets/${id}/thumbnail.png?sig=m`,
  regionalSheets: copies.map((copy) => ({
    '@id': `/api/regional_sheets/${copy.id}`,
    id: copy.id,
    region: 'cz',
    status: copy.status,
  })),
  variants: [{ id: 1, name: '18 inch', details: '', group: 1 }],
  variant_groups: [{ id: 1, name: 'Size' }],
});

/** The copy has variants of its own: "18 palců" is its variant 2, the master's 18 inch is 1. */
export const copy = {
  '@id': '/api/regional_sheets/7',
  id: 7,
  name: 'Zimní kompletní kola',
  details: 'Kompletní zimní kola BMW',
  region: 'cz',
  status: 'locked',
  master: '/api/sheets/2',
  thumbnail: '/api/regional_sheets/7/thumbnail.png?sig=c',
  version: 4,
  variants: [
    { id: 1, name: '17 palců', details: '', group: 1 },
    { id: 2, name: '18 palců', details: '', group: 1 },
  ],
  variant_groups: [{ id: 1, name: 'Velikost' }],
  masterChanged: true,
  translation: { translated: 3, total: 12 },
};

export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

interface Options {
  /** The copy's status. */
  status?: string;
  /** The answer to the status change. */
  put?: () => Response;
  /** The answer to making a copy. */
  post?: () => Response;
}

/**
 * Logs in a cz user with these roles and answers the overview's requests; answers the
 * requests the page sent, in order, for the writes it makes.
 */
export function openRegion(roles: string[], options: Options = {}): Sent[] {
  const status = options.status ?? 'locked';
  const session = sessionFor('cz.user', roles);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  const sent: Sent[] = [];
  const record = ({ url, init }: { url: string; init: RequestInit | undefined }) => {
    sent.push({ method: init?.method ?? 'GET', url, body: JSON.parse(String(init?.body)) });
  };
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/categories': () => jsonResponse({ 'hydra:member': [], 'hydra:totalItems': 0 }),
    [`GET ${SHEETS}`]: () =>
      jsonResponse({
        'hydra:member': [
          master(3, 'Spring check', []),
          master(2, 'Winter wheels', [{ id: 7, status }]),
        ],
        'hydra:totalItems': 2,
      }),
    [`GET ${COPIES}`]: () =>
      jsonResponse({ 'hydra:member': [{ ...copy, status }], 'hydra:totalItems': 1 }),
    'PUT /api/regional_sheets/7': (request) => {
      record(request);
      return options.put?.() ?? jsonResponse({ ...copy, status: 'unlocked', version: 5 });
    },
    'POST /api/regional_sheets': (request) => {
      record(request);
      return options.post?.() ?? jsonResponse({ ...copy, id: 9, master: '/api/sheets/3' }, 201);
    },
  });
  return sent;
}
