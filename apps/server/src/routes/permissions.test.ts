import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';

/** Who asks, in the order every row lists its expected statuses. */
const ROLES = ['anonymous', 'dealer.cz', 'dealer.pl', 'regionadmin.cz', 'admin'] as const;
type Expected = [number, number, number, number, number];

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: () => string;
  /** Built right before each request, e.g. to send the current version. */
  body?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  expected: Expected;
}

const SHEET_DATA = JSON.stringify({
  schemaVersion: 1,
  ci: 'bmw',
  sticky: false,
  elements: [],
  variants: [],
  variant_groups: [],
  additional_pages: [],
  connected_groups: [],
});

/**
 * DESIGN.md's permission table, enforced by the server: every endpoint called by every role.
 * 401 means "log in", 403 "not allowed", 404 "hidden or missing" (the two look the same).
 * Roles run in the order above, so the admin's successful write comes last in each row.
 */
describe.each(TEST_DATABASES)('the permission table on $name', ({ name }) => {
  let demo: DemoApp;
  const ids: Record<string, number | string> = {};

  const adminGet = async (url: string) =>
    (await demo.app.inject({ url, headers: await demo.login('admin') })).json();
  const idOf = (value: number | string | undefined) => String(value ?? 0);
  const versionOf = async (url: string) => ({ version: (await adminGet(url)).version });

  beforeAll(async () => {
    demo = await demoApp(name);
    const admin = await demo.login('admin');
    const sheets = (await adminGet('/api/sheets?itemsPerPage=100'))['hydra:member'] as {
      id: number;
      name: string;
    }[];
    const sheetId = (title: string) => sheets.find((sheet) => sheet.name === title)?.id ?? 0;
    ids.reference = sheetId('Reference offer sheet');
    ids.leasing = sheetId('BMW 5 Series – business leasing');
    ids.lockedMaster = sheetId('BMW X1 – run-flat tyres explained');
    const copies = (await adminGet('/api/regional_sheets?itemsPerPage=100'))['hydra:member'] as {
      id: number;
      master: string;
      region: string;
      status: string;
    }[];
    const copy = (master: number | string, region: string) =>
      copies.find((c) => c.master === `/api/sheets/${master}` && c.region === region)?.id ?? 0;
    ids.referenceCz = copy(ids.reference, 'cz');
    ids.referencePl = copy(ids.reference, 'pl');
    ids.lockedMasterCz = copy(ids.lockedMaster, 'cz');
    ids.lockedCz = copies.find((c) => c.region === 'cz' && c.status === 'locked')?.id ?? 0;
    ids.doomedCopy = copy(ids.reference, 'at');
    const logos = (await adminGet('/api/dealer_logos?hnr=52001'))['hydra:member'] as {
      id: number;
    }[];
    ids.plLogo = logos[0]?.id ?? 0;
    const referenceData = (await adminGet(`/api/sheets/${ids.reference}`)).data as string;
    const media = (await adminGet('/api/media_objects?itemsPerPage=100'))['hydra:member'] as {
      id: number;
      contentUrl: string;
    }[];
    ids.usedImage = media.find((image) => referenceData.includes(image.contentUrl))?.id ?? 0;

    const create = async (url: string, payload: Record<string, unknown>) => {
      const response = await demo.app.inject({ method: 'POST', url, headers: admin, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    ids.sheet = await create('/api/sheets', { name: 'Matrix', category: 1, data: SHEET_DATA });
    ids.category = await create('/api/categories', { name: 'Matrix category' });
    const users = (await adminGet('/api/users?itemsPerPage=100'))['hydra:member'] as {
      id: number;
      username: string;
    }[];
    ids.dealerCz = users.find((user) => user.username === 'dealer.cz')?.id ?? 0;
    const profiles = (await adminGet('/api/dealer_profiles'))['hydra:member'] as {
      id: number;
      hnr: string;
    }[];
    ids.profileCz = profiles.find((profile) => profile.hnr === '41001')?.id ?? 0;
    ids.user = await create('/api/users', {
      username: 'matrix.user',
      password: 'secret',
      roles: ['REGION_HU'],
    });
  });

  afterAll(async () => {
    await demo?.close();
  });

  const rows: Row[] = [
    { name: 'entrypoint', method: 'GET', url: () => '/api', expected: [200, 200, 200, 200, 200] },
    { name: 'health', method: 'GET', url: () => '/healthz', expected: [200, 200, 200, 200, 200] },
    {
      name: 'current user',
      method: 'GET',
      url: () => '/auth/user',
      expected: [401, 200, 200, 200, 200],
    },
    {
      name: 'change password (wrong old one)',
      method: 'POST',
      url: () => '/auth/change_password',
      body: () => ({ old_password: 'not it', new_password: 'whatever' }),
      expected: [401, 400, 400, 400, 400],
    },
    {
      name: 'list sheets',
      method: 'GET',
      url: () => '/api/sheets',
      expected: [401, 200, 200, 200, 200],
    },
    {
      name: 'read a master with unlocked cz and pl copies',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.reference)}`,
      expected: [401, 200, 200, 200, 200],
    },
    {
      // A region admin reads every released master, to make and update their region's copy.
      name: 'read a master without cz or pl copies',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.leasing)}`,
      expected: [401, 404, 404, 200, 200],
    },
    {
      name: 'read a locked master',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.lockedMaster)}`,
      expected: [401, 404, 404, 404, 200],
    },
    {
      name: 'create a master',
      method: 'POST',
      url: () => '/api/sheets',
      body: () => ({ name: 'New', category: 1, data: SHEET_DATA }),
      expected: [401, 403, 403, 403, 201],
    },
    {
      name: 'save a master',
      method: 'PUT',
      url: () => `/api/sheets/${idOf(ids.sheet)}`,
      body: () => versionOf(`/api/sheets/${idOf(ids.sheet)}`),
      expected: [401, 403, 403, 403, 200],
    },
    {
      name: 'master history',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.sheet)}/revisions`,
      expected: [401, 403, 403, 403, 200],
    },
    {
      name: 'delete a master',
      method: 'DELETE',
      url: () => `/api/sheets/${idOf(ids.sheet)}`,
      expected: [401, 403, 403, 403, 204],
    },
    {
      name: 'list regional sheets',
      method: 'GET',
      url: () => '/api/regional_sheets',
      expected: [401, 200, 200, 200, 200],
    },
    {
      name: 'read an unlocked cz copy',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}`,
      expected: [401, 200, 403, 200, 200],
    },
    {
      name: 'read an unlocked pl copy',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referencePl)}`,
      expected: [401, 403, 200, 403, 200],
    },
    {
      name: 'read a locked cz copy',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.lockedCz)}`,
      expected: [401, 404, 403, 200, 200],
    },
    {
      // The region admin creates the copy; the admin is allowed too, and finds it exists.
      name: 'create a cz copy',
      method: 'POST',
      url: () => '/api/regional_sheets',
      body: () => ({ master: ids.leasing, region: 'cz' }),
      expected: [401, 403, 403, 201, 409],
    },
    {
      name: 'save a cz copy',
      method: 'PUT',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}`,
      body: () => versionOf(`/api/regional_sheets/${idOf(ids.referenceCz)}`),
      expected: [401, 403, 403, 200, 200],
    },
    {
      name: 'toggle the status of a locked cz copy',
      method: 'PUT',
      url: () => `/api/regional_sheets/${idOf(ids.lockedCz)}`,
      body: async () => ({
        status: 'locked',
        ...(await versionOf(`/api/regional_sheets/${idOf(ids.lockedCz)}`)),
      }),
      expected: [401, 403, 403, 200, 200],
    },
    {
      name: "what changed in a cz copy's master",
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/master_changes`,
      expected: [401, 403, 403, 200, 200],
    },
    {
      name: 'preview a cz copy’s update from master',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/master_update`,
      expected: [401, 403, 403, 200, 200],
    },
    {
      // The update locks the copy: done on the locked one, so the rows after see the same demo.
      name: 'update a locked cz copy from its master',
      method: 'POST',
      url: () => `/api/regional_sheets/${idOf(ids.lockedCz)}/master_update`,
      body: async () => {
        const copy = await adminGet(`/api/regional_sheets/${idOf(ids.lockedCz)}`);
        return { version: copy.version, masterVersion: copy.latestMasterVersion };
      },
      expected: [401, 404, 403, 200, 200],
    },
    {
      // A locked master reaches admins only: its changes are its content (issue 39).
      name: 'what changed in a locked master, through its cz copy',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.lockedMasterCz)}/master_changes`,
      expected: [401, 404, 403, 403, 200],
    },
    {
      name: 'preview a cz copy’s update from its locked master',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.lockedMasterCz)}/master_update`,
      expected: [401, 404, 403, 403, 200],
    },
    {
      name: 'update a cz copy from its locked master',
      method: 'POST',
      url: () => `/api/regional_sheets/${idOf(ids.lockedMasterCz)}/master_update`,
      body: async () => {
        const copy = await adminGet(`/api/regional_sheets/${idOf(ids.lockedMasterCz)}`);
        return { version: copy.version, masterVersion: copy.latestMasterVersion };
      },
      expected: [401, 404, 403, 403, 200],
    },
    {
      name: 'save a pl copy',
      method: 'PUT',
      url: () => `/api/regional_sheets/${idOf(ids.referencePl)}`,
      body: () => versionOf(`/api/regional_sheets/${idOf(ids.referencePl)}`),
      expected: [401, 403, 403, 403, 200],
    },
    {
      name: 'delete a copy',
      method: 'DELETE',
      url: () => `/api/regional_sheets/${idOf(ids.doomedCopy)}`,
      expected: [401, 403, 403, 403, 204],
    },
    {
      name: 'read own dealer values of a cz copy',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/dealer_values`,
      expected: [401, 200, 403, 200, 200],
    },
    {
      name: 'save own dealer values of a cz copy',
      method: 'PUT',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/dealer_values`,
      body: () => ({ version: 0, values: {} }),
      expected: [401, 200, 403, 200, 200],
    },
    {
      name: "read dealer.cz's dealer values",
      method: 'GET',
      url: () =>
        `/api/regional_sheets/${idOf(ids.referenceCz)}/dealer_values?user=${idOf(ids.dealerCz)}`,
      expected: [401, 200, 403, 403, 200],
    },
    {
      name: 'list own exports',
      method: 'GET',
      url: () => '/api/export_records',
      expected: [401, 200, 200, 200, 200],
    },
    {
      name: "list dealer.cz's exports",
      method: 'GET',
      url: () => `/api/export_records?user=${idOf(ids.dealerCz)}`,
      expected: [401, 200, 403, 403, 200],
    },
    {
      name: 'list dealer profiles',
      method: 'GET',
      url: () => '/api/dealer_profiles',
      expected: [401, 200, 200, 200, 200],
    },
    {
      name: "read dealer 41001's profile",
      method: 'GET',
      url: () => `/api/dealer_profiles/${idOf(ids.profileCz)}`,
      expected: [401, 200, 404, 200, 200],
    },
    {
      name: "change dealer 41001's profile",
      method: 'PUT',
      url: () => `/api/dealer_profiles/${idOf(ids.profileCz)}`,
      body: () => versionOf(`/api/dealer_profiles/${idOf(ids.profileCz)}`),
      expected: [401, 200, 404, 403, 200],
    },
    {
      name: 'create a dealer profile',
      method: 'POST',
      url: () => '/api/dealer_profiles',
      body: () => ({ hnr: '99001', region: 'cz' }),
      expected: [401, 403, 403, 403, 201],
    },
    {
      name: 'list categories',
      method: 'GET',
      url: () => '/api/categories',
      expected: [401, 200, 200, 200, 200],
    },
    {
      name: 'read a category',
      method: 'GET',
      url: () => '/api/categories/1',
      expected: [401, 200, 200, 200, 200],
    },
    {
      name: 'create a category',
      method: 'POST',
      url: () => '/api/categories',
      body: () => ({ name: 'Another' }),
      expected: [401, 403, 403, 403, 201],
    },
    {
      name: 'save a category',
      method: 'PUT',
      url: () => `/api/categories/${idOf(ids.category)}`,
      body: async () => ({
        name: 'Renamed',
        ...(await versionOf(`/api/categories/${idOf(ids.category)}`)),
      }),
      expected: [401, 403, 403, 403, 200],
    },
    {
      name: 'delete a category',
      method: 'DELETE',
      url: () => `/api/categories/${idOf(ids.category)}`,
      expected: [401, 403, 403, 403, 204],
    },
    {
      name: 'list media',
      method: 'GET',
      url: () => '/api/media_objects',
      expected: [401, 200, 200, 200, 200],
    },
    {
      name: 'list dealer logos',
      method: 'GET',
      url: () => '/api/dealer_logos',
      expected: [401, 200, 200, 200, 200],
    },
    {
      name: 'read the pl dealer’s logo',
      method: 'GET',
      url: () => `/api/dealer_logos/${idOf(ids.plLogo)}`,
      expected: [401, 404, 200, 404, 200],
    },
    {
      name: 'list users',
      method: 'GET',
      url: () => '/api/users',
      expected: [401, 403, 403, 403, 200],
    },
    {
      name: 'read a user',
      method: 'GET',
      url: () => `/api/users/${idOf(ids.user)}`,
      expected: [401, 403, 403, 403, 200],
    },
    {
      name: 'create a user',
      method: 'POST',
      url: () => '/api/users',
      body: () => ({ username: 'another.user', password: 'secret', roles: [] }),
      expected: [401, 403, 403, 403, 201],
    },
    {
      name: 'save a user',
      method: 'PUT',
      url: () => `/api/users/${idOf(ids.user)}`,
      body: async () => ({ hnr: '77001', ...(await versionOf(`/api/users/${idOf(ids.user)}`)) }),
      expected: [401, 403, 403, 403, 200],
    },
    {
      name: 'delete a user',
      method: 'DELETE',
      url: () => `/api/users/${idOf(ids.user)}`,
      expected: [401, 403, 403, 403, 204],
    },
    {
      name: 'export a sheet everyone may read',
      method: 'POST',
      url: () => '/api/exports',
      body: () => ({ sheet: `/api/sheets/${idOf(ids.reference)}`, format: 'pdf' }),
      expected: [401, 200, 200, 200, 200],
    },
    {
      name: 'export a locked master',
      method: 'POST',
      url: () => '/api/exports',
      body: () => ({ sheet: `/api/sheets/${idOf(ids.lockedMaster)}`, format: 'pdf' }),
      expected: [401, 404, 404, 404, 200],
    },
    {
      name: 'thumbnail',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.reference)}/thumbnail.png`,
      expected: [401, 200, 200, 200, 200],
    },
    {
      // A JSON body is not an upload: allowed users get a 400, the others a 403 first.
      name: 'upload media',
      method: 'POST',
      url: () => '/api/media_objects',
      body: () => ({ file: 'not a file' }),
      expected: [401, 403, 403, 400, 400],
    },
    {
      name: 'list media tags',
      method: 'GET',
      url: () => '/api/media_tags',
      expected: [401, 200, 200, 200, 200],
    },
    {
      // Region admins change only their own uploads; this one is the demo's.
      name: 'retag an image someone else uploaded',
      method: 'PATCH',
      url: () => `/api/media_objects/${idOf(ids.usedImage)}`,
      body: () => ({ tags: ['matrix'] }),
      expected: [401, 403, 403, 403, 200],
    },
    {
      name: 'delete an image a sheet uses',
      method: 'DELETE',
      url: () => `/api/media_objects/${idOf(ids.usedImage)}`,
      expected: [401, 403, 403, 403, 409],
    },
    {
      name: 'upload a dealer logo',
      method: 'POST',
      url: () => '/api/dealer_logos',
      body: () => ({ hnr: '52001', brand: 'bmw' }),
      expected: [401, 403, 403, 403, 400],
    },
    {
      // Last of the logo rows: the admin removes the pl dealer's logo.
      name: 'delete a dealer logo',
      method: 'DELETE',
      url: () => `/api/dealer_logos/${idOf(ids.plLogo)}`,
      expected: [401, 403, 403, 403, 204],
    },
  ];

  rows.push(
    {
      // A JSON body is not a form: the admin passes the permission check and gets a 400.
      name: 'import a sheet',
      method: 'POST',
      url: () => '/api/imports',
      body: () => ({ name: 'Imported', template: ids.reference }),
      expected: [401, 403, 403, 403, 400],
    },
    {
      name: 'export a master’s translations',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.reference)}/translations?format=xliff`,
      expected: [401, 403, 403, 200, 200],
    },
    {
      name: 'export a cz copy’s translations',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/translations?format=xlsx`,
      expected: [401, 403, 403, 200, 200],
    },
    {
      name: 'export a pl copy’s translations',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referencePl)}/translations?format=xlsx`,
      expected: [401, 403, 403, 403, 200],
    },
    {
      // A JSON body is not a form: allowed users get a 400, the others a 403 first.
      name: 'import translations into a cz copy',
      method: 'POST',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/translations`,
      body: () => ({}),
      expected: [401, 403, 403, 400, 400],
    },
  );

  rows.push(
    {
      name: 'list one’s saved dealer values',
      method: 'GET',
      url: () => '/api/dealer_values',
      expected: [401, 200, 200, 200, 200],
    },
    {
      name: 'list a cz dealer’s saved dealer values',
      method: 'GET',
      url: () => `/api/dealer_values?user=${idOf(ids.dealerCz)}`,
      expected: [401, 200, 403, 403, 200],
    },
    {
      name: 'export a cz copy for every cz dealer',
      method: 'POST',
      url: () => '/api/batch_exports',
      body: () => ({ sheet: `/api/regional_sheets/${idOf(ids.referenceCz)}` }),
      expected: [401, 403, 403, 202, 202],
    },
    {
      name: 'export a pl copy for every pl dealer',
      method: 'POST',
      url: () => '/api/batch_exports',
      body: () => ({ sheet: `/api/regional_sheets/${idOf(ids.referencePl)}` }),
      expected: [401, 403, 403, 403, 202],
    },
    {
      name: 'export a master for every pl dealer',
      method: 'POST',
      url: () => '/api/batch_exports',
      body: () => ({ sheet: `/api/sheets/${idOf(ids.reference)}`, region: 'pl' }),
      expected: [401, 403, 403, 403, 202],
    },
    {
      name: 'list batch exports',
      method: 'GET',
      url: () => '/api/batch_exports',
      expected: [401, 200, 200, 200, 200],
    },
  );

  it.each(rows)('$name: $method', async (row) => {
    const statuses: number[] = [];
    for (const role of ROLES) {
      const headers = role === 'anonymous' ? {} : await demo.login(role);
      const response = await demo.app.inject({
        method: row.method,
        url: row.url(),
        headers,
        ...(row.body ? { payload: await row.body() } : {}),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(row.expected);
  });
});

/**
 * DESIGN.md: no text of a locked master reaches anyone but admins, through any route. A
 * marker written into a locked master (which has a cz copy) must appear in no answer to
 * anyone else, whichever route they ask.
 */
describe.each(TEST_DATABASES)('a locked master’s texts on $name', ({ name }) => {
  const MARKER = 'Unreleased launch price 12345';
  let demo: DemoApp;
  let lockedId = 0;
  let copyId = 0;

  beforeAll(async () => {
    demo = await demoApp(name);
    const admin = await demo.login('admin');
    const get = async (url: string) =>
      (await demo.app.inject({ url, headers: admin })).json() as Record<string, unknown>;
    const sheets = (await get('/api/sheets?itemsPerPage=100'))['hydra:member'] as {
      id: number;
      status: string;
      regionalSheets: { id: number; region: string }[];
    }[];
    const locked = sheets.find(
      (sheet) =>
        sheet.status === 'locked' && sheet.regionalSheets.some((copy) => copy.region === 'cz'),
    );
    lockedId = locked?.id ?? 0;
    copyId = locked?.regionalSheets.find((copy) => copy.region === 'cz')?.id ?? 0;
    const master = await get(`/api/sheets/${lockedId}`);
    const data = JSON.parse(String(master.data)) as {
      elements: { id: number; type: string; config: { text?: string; name?: string } }[];
    };
    const text = data.elements.find((element) => element.type === 'p');
    if (text) {
      text.config.text = MARKER;
      // A new element: what changed in the master names it.
      const id = Math.max(0, ...data.elements.map((element) => element.id)) + 1;
      data.elements.push({
        ...structuredClone(text),
        id,
        config: { ...text.config, name: MARKER },
      });
    }
    const saved = await demo.app.inject({
      method: 'PUT',
      url: `/api/sheets/${lockedId}`,
      headers: admin,
      payload: { details: MARKER, data: JSON.stringify(data), version: master.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  afterAll(async () => {
    await demo?.close();
  });

  const routes = () => [
    '/api/sheets?itemsPerPage=100',
    `/api/sheets?search=${encodeURIComponent(MARKER)}`,
    `/api/sheets/${lockedId}`,
    `/api/sheets/${lockedId}/revisions`,
    `/api/sheets/${lockedId}/translations?format=xliff`,
    `/api/sheets/${lockedId}/thumbnail.png`,
    '/api/regional_sheets?itemsPerPage=100',
    `/api/regional_sheets/${copyId}`,
    `/api/regional_sheets/${copyId}/revisions`,
    `/api/regional_sheets/${copyId}/translations?format=xliff`,
    `/api/regional_sheets/${copyId}/master_changes`,
    `/api/regional_sheets/${copyId}/master_update`,
    '/api/categories',
  ];

  it('reaches the admin', async () => {
    expect(lockedId).toBeGreaterThan(0);
    expect(copyId).toBeGreaterThan(0);
    const headers = await demo.login('admin');
    const master = await demo.app.inject({ url: `/api/sheets/${lockedId}`, headers });
    expect(master.body).toContain(MARKER);
    const xliff = await demo.app.inject({
      url: `/api/regional_sheets/${copyId}/translations?format=xliff`,
      headers,
    });
    expect(xliff.statusCode).toBe(200);
    expect(xliff.body).toContain(MARKER);
    for (const route of ['master_changes', 'master_update']) {
      const answer = await demo.app.inject({
        url: `/api/regional_sheets/${copyId}/${route}`,
        headers,
      });
      expect(answer.body, route).toContain(MARKER);
    }
  });

  it.each(['dealer.cz', 'dealer.pl', 'regionadmin.cz'])('never reaches %s', async (username) => {
    const headers = await demo.login(username);
    for (const url of routes()) {
      const response = await demo.app.inject({ url, headers });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, `${username} ${url}`).not.toContain(MARKER);
    }
    const exported = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers,
      payload: { sheet: `/api/sheets/${lockedId}`, format: 'pdf' },
    });
    expect(exported.statusCode).toBe(404);
    // Nor through saving the update into the copy, which would put the master's text in it.
    const copy = await demo.app.inject({ url: `/api/regional_sheets/${copyId}`, headers });
    if (copy.statusCode === 200) {
      const updated = await demo.app.inject({
        method: 'POST',
        url: `/api/regional_sheets/${copyId}/master_update`,
        headers,
        payload: { version: copy.json().version, masterVersion: copy.json().latestMasterVersion },
      });
      expect(updated.statusCode).toBeGreaterThanOrEqual(400);
      expect(updated.body).not.toContain(MARKER);
      // The copy says nothing changed in a master it may not follow yet.
      expect(copy.json().masterChanged).not.toBe(true);
    }
  });
});
