import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN } from '../auth/authenticate.ts';
import { type Principal, regionOf } from '../auth/principal.ts';
import {
  type Actions,
  decide,
  type RecordOf,
  type Refusal,
  type ResourcePolicy,
} from '../policies/authorize.ts';
import { batchExportPolicy } from '../policies/batchExports.ts';
import { categoryPolicy } from '../policies/categories.ts';
import { dealerLogoPolicy } from '../policies/dealerLogos.ts';
import { dealerProfilePolicy } from '../policies/dealerProfiles.ts';
import { dealerValuePolicy } from '../policies/dealerValues.ts';
import { exportPolicy } from '../policies/exports.ts';
import { mediaPolicy } from '../policies/media.ts';
import { type CopyRecord, regionalSheetPolicy } from '../policies/regionalSheets.ts';
import { ROUTE_ACCESS } from '../policies/routes.ts';
import { type MasterRecord, sheetPolicy } from '../policies/sheets.ts';
import { translationPolicy } from '../policies/translations.ts';
import { sessionPolicy, userPolicy } from '../policies/users.ts';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';

/** Who asks, in the order every row lists its expected statuses. */
const ROLES = ['anonymous', 'dealer.cz', 'dealer.pl', 'regionadmin.cz', 'admin'] as const;
type LoggedIn = Exclude<(typeof ROLES)[number], 'anonymous'>;

/** One declared rule a request passes, its record as the fixture stands (or per asker). */
type Check = (principal: Principal) => Refusal | null;

/** The check of `action` in `policy` on `record` (or on the record this asker would touch). */
function rule<T extends Actions, A extends keyof T & string>(
  policy: ResourcePolicy<T>,
  action: A,
  record?: RecordOf<T[A]> | ((principal: Principal) => RecordOf<T[A]>),
): Check {
  return (principal) =>
    decide(
      principal,
      action,
      policy,
      typeof record === 'function'
        ? (record as (p: Principal) => RecordOf<T[A]>)(principal)
        : record,
    );
}

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: () => string;
  /** Built right before each request, e.g. to send the current version. */
  body?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Open to everyone, logged in or not: no policy applies. */
  public?: true;
  /** The declared rules the request passes, in the order the server applies them. */
  checks?: () => Promise<Check[]>;
  /** The status of an allowed request (200 unless said), or per role where it differs. */
  ok?: number | Partial<Record<LoggedIn, number>>;
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
  /** The demo's users as the policies see them, by username. */
  const principals = {} as Record<LoggedIn, Principal>;
  let userIds = new Map<string, number>();

  // The fixture records the rules decide on, read as they stand right before each row.
  const copy = async (id: number | string | undefined): Promise<CopyRecord> => {
    const row = await adminGet(`/api/regional_sheets/${idOf(id)}`);
    return { region: row.region, status: row.status };
  };
  const master = async (id: number | string | undefined): Promise<MasterRecord> => {
    const row = await adminGet(`/api/sheets/${idOf(id)}`);
    return { status: row.status, copies: row.regionalSheets as CopyRecord[] };
  };
  const masterOf = async (copyId: number | string | undefined) => {
    const row = await adminGet(`/api/regional_sheets/${idOf(copyId)}`);
    return master(String(row.master).split('/').pop());
  };
  const profile = async (id: number | string | undefined) => {
    const row = await adminGet(`/api/dealer_profiles/${idOf(id)}`);
    return { hnr: row.hnr as string, region: row.region as string };
  };
  const logo = async (id: number | string | undefined) => {
    const row = await adminGet(`/api/dealer_logos/${idOf(id)}`);
    return { hnr: row.hnr as string };
  };
  const image = async (id: number | string | undefined) => {
    const row = await adminGet(`/api/media_objects/${idOf(id)}`);
    return { uploadedBy: row.uploadedBy === null ? null : (userIds.get(row.uploadedBy) ?? null) };
  };
  /** What following a copy's master passes: reading the copy, changing it, reading its master. */
  const followingMaster = async (copyId: number | string | undefined) => [
    rule(regionalSheetPolicy, 'read', await copy(copyId)),
    rule(regionalSheetPolicy, 'write', await copy(copyId)),
    rule(regionalSheetPolicy, 'followMaster', await masterOf(copyId)),
  ];

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
      roles: string[];
      hnr: string | null;
    }[];
    userIds = new Map(users.map((user) => [user.username, user.id]));
    for (const role of ROLES) {
      const user = users.find((candidate) => candidate.username === role);
      if (!user) continue;
      const { id, username, roles, hnr } = user;
      principals[role as LoggedIn] = {
        id,
        username,
        roles,
        hnr,
        region: regionOf(roles),
        tokenVersion: 0,
      };
    }
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
    {
      name: 'entrypoint',
      method: 'GET',
      url: () => '/api',
      public: true,
    },
    {
      name: 'health',
      method: 'GET',
      url: () => '/healthz',
      public: true,
    },
    {
      name: 'current user',
      method: 'GET',
      url: () => '/auth/user',
      checks: async () => [rule(sessionPolicy, 'readSelf')],
    },
    {
      name: 'change password (wrong old one)',
      method: 'POST',
      url: () => '/auth/change_password',
      body: () => ({ old_password: 'not it', new_password: 'whatever' }),
      checks: async () => [rule(sessionPolicy, 'changePassword')],
      ok: 400,
    },
    {
      name: 'list sheets',
      method: 'GET',
      url: () => '/api/sheets',
      checks: async () => [rule(sheetPolicy, 'list')],
    },
    {
      name: 'read a master with unlocked cz and pl copies',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.reference)}`,
      checks: async () => [rule(sheetPolicy, 'read', await master(ids.reference))],
    },
    {
      // A region admin reads every released master, to make and update their region's copy.
      name: 'read a master without cz or pl copies',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.leasing)}`,
      checks: async () => [rule(sheetPolicy, 'read', await master(ids.leasing))],
    },
    {
      name: 'read a locked master',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.lockedMaster)}`,
      checks: async () => [rule(sheetPolicy, 'read', await master(ids.lockedMaster))],
    },
    {
      name: 'create a master',
      method: 'POST',
      url: () => '/api/sheets',
      body: () => ({ name: 'New', category: 1, data: SHEET_DATA }),
      checks: async () => [rule(sheetPolicy, 'create')],
      ok: 201,
    },
    {
      name: 'save a master',
      method: 'PUT',
      url: () => `/api/sheets/${idOf(ids.sheet)}`,
      body: () => versionOf(`/api/sheets/${idOf(ids.sheet)}`),
      checks: async () => [rule(sheetPolicy, 'update')],
    },
    {
      name: 'master history',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.sheet)}/revisions`,
      checks: async () => [rule(sheetPolicy, 'history')],
    },
    {
      name: 'delete a master',
      method: 'DELETE',
      url: () => `/api/sheets/${idOf(ids.sheet)}`,
      checks: async () => [rule(sheetPolicy, 'delete')],
      ok: 204,
    },
    {
      name: 'list regional sheets',
      method: 'GET',
      url: () => '/api/regional_sheets',
      checks: async () => [rule(regionalSheetPolicy, 'list')],
    },
    {
      name: 'read an unlocked cz copy',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}`,
      checks: async () => [rule(regionalSheetPolicy, 'read', await copy(ids.referenceCz))],
    },
    {
      name: 'read an unlocked pl copy',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referencePl)}`,
      checks: async () => [rule(regionalSheetPolicy, 'read', await copy(ids.referencePl))],
    },
    {
      name: 'read a locked cz copy',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.lockedCz)}`,
      checks: async () => [rule(regionalSheetPolicy, 'read', await copy(ids.lockedCz))],
    },
    {
      // The region admin creates the copy; the admin is allowed too, and finds it exists.
      name: 'create a cz copy',
      method: 'POST',
      url: () => '/api/regional_sheets',
      body: () => ({ master: ids.leasing, region: 'cz' }),
      checks: async () => [
        rule(regionalSheetPolicy, 'write', { region: 'cz' }),
        rule(sheetPolicy, 'copy', await master(ids.leasing)),
      ],
      ok: { 'regionadmin.cz': 201, admin: 409 },
    },
    {
      name: 'save a cz copy',
      method: 'PUT',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}`,
      body: () => versionOf(`/api/regional_sheets/${idOf(ids.referenceCz)}`),
      checks: async () => [rule(regionalSheetPolicy, 'write', await copy(ids.referenceCz))],
    },
    {
      name: 'toggle the status of a locked cz copy',
      method: 'PUT',
      url: () => `/api/regional_sheets/${idOf(ids.lockedCz)}`,
      body: async () => ({
        status: 'locked',
        ...(await versionOf(`/api/regional_sheets/${idOf(ids.lockedCz)}`)),
      }),
      checks: async () => [rule(regionalSheetPolicy, 'write', await copy(ids.lockedCz))],
    },
    {
      name: "what changed in a cz copy's master",
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/master_changes`,
      checks: () => followingMaster(ids.referenceCz),
    },
    {
      name: 'preview a cz copy’s update from master',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/master_update`,
      checks: () => followingMaster(ids.referenceCz),
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
      checks: () => followingMaster(ids.lockedCz),
    },
    {
      // A locked master reaches admins only: its changes are its content (issue 39).
      name: 'what changed in a locked master, through its cz copy',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.lockedMasterCz)}/master_changes`,
      checks: () => followingMaster(ids.lockedMasterCz),
    },
    {
      name: 'preview a cz copy’s update from its locked master',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.lockedMasterCz)}/master_update`,
      checks: () => followingMaster(ids.lockedMasterCz),
    },
    {
      name: 'update a cz copy from its locked master',
      method: 'POST',
      url: () => `/api/regional_sheets/${idOf(ids.lockedMasterCz)}/master_update`,
      body: async () => {
        const copy = await adminGet(`/api/regional_sheets/${idOf(ids.lockedMasterCz)}`);
        return { version: copy.version, masterVersion: copy.latestMasterVersion };
      },
      checks: () => followingMaster(ids.lockedMasterCz),
    },
    {
      name: 'save a pl copy',
      method: 'PUT',
      url: () => `/api/regional_sheets/${idOf(ids.referencePl)}`,
      body: () => versionOf(`/api/regional_sheets/${idOf(ids.referencePl)}`),
      checks: async () => [rule(regionalSheetPolicy, 'write', await copy(ids.referencePl))],
    },
    {
      name: 'delete a copy',
      method: 'DELETE',
      url: () => `/api/regional_sheets/${idOf(ids.doomedCopy)}`,
      checks: async () => [rule(regionalSheetPolicy, 'delete')],
      ok: 204,
    },
    {
      name: 'read own dealer values of a cz copy',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/dealer_values`,
      checks: async () => [
        rule(dealerValuePolicy, 'ask'),
        rule(dealerValuePolicy, 'read', (who) => ({ userId: who.id })),
        rule(regionalSheetPolicy, 'read', await copy(ids.referenceCz)),
      ],
    },
    {
      name: 'save own dealer values of a cz copy',
      method: 'PUT',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/dealer_values`,
      body: () => ({ version: 0, values: {} }),
      checks: async () => [
        rule(dealerValuePolicy, 'save'),
        rule(regionalSheetPolicy, 'read', await copy(ids.referenceCz)),
      ],
    },
    {
      name: "read dealer.cz's dealer values",
      method: 'GET',
      url: () =>
        `/api/regional_sheets/${idOf(ids.referenceCz)}/dealer_values?user=${idOf(ids.dealerCz)}`,
      checks: async () => [
        rule(dealerValuePolicy, 'ask'),
        rule(dealerValuePolicy, 'read', { userId: Number(ids.dealerCz) }),
        rule(regionalSheetPolicy, 'read', await copy(ids.referenceCz)),
      ],
    },
    {
      name: 'list own exports',
      method: 'GET',
      url: () => '/api/export_records',
      checks: async () => [
        rule(exportPolicy, 'listHistory'),
        rule(exportPolicy, 'readHistory', (who) => ({ userId: who.id })),
      ],
    },
    {
      name: "list dealer.cz's exports",
      method: 'GET',
      url: () => `/api/export_records?user=${idOf(ids.dealerCz)}`,
      checks: async () => [
        rule(exportPolicy, 'listHistory'),
        rule(exportPolicy, 'readHistory', { userId: Number(ids.dealerCz) }),
      ],
    },
    {
      name: 'list dealer profiles',
      method: 'GET',
      url: () => '/api/dealer_profiles',
      checks: async () => [rule(dealerProfilePolicy, 'list')],
    },
    {
      name: "read dealer 41001's profile",
      method: 'GET',
      url: () => `/api/dealer_profiles/${idOf(ids.profileCz)}`,
      checks: async () => [rule(dealerProfilePolicy, 'read', await profile(ids.profileCz))],
    },
    {
      name: "change dealer 41001's profile",
      method: 'PUT',
      url: () => `/api/dealer_profiles/${idOf(ids.profileCz)}`,
      body: () => versionOf(`/api/dealer_profiles/${idOf(ids.profileCz)}`),
      checks: async () => [
        rule(dealerProfilePolicy, 'read', await profile(ids.profileCz)),
        rule(dealerProfilePolicy, 'update', await profile(ids.profileCz)),
      ],
    },
    {
      name: 'create a dealer profile',
      method: 'POST',
      url: () => '/api/dealer_profiles',
      body: () => ({ hnr: '99001', region: 'cz' }),
      checks: async () => [rule(dealerProfilePolicy, 'create')],
      ok: 201,
    },
    {
      name: 'list categories',
      method: 'GET',
      url: () => '/api/categories',
      checks: async () => [rule(categoryPolicy, 'list')],
    },
    {
      name: 'read a category',
      method: 'GET',
      url: () => '/api/categories/1',
      checks: async () => [rule(categoryPolicy, 'read')],
    },
    {
      name: 'create a category',
      method: 'POST',
      url: () => '/api/categories',
      body: () => ({ name: 'Another' }),
      checks: async () => [rule(categoryPolicy, 'create')],
      ok: 201,
    },
    {
      name: 'save a category',
      method: 'PUT',
      url: () => `/api/categories/${idOf(ids.category)}`,
      body: async () => ({
        name: 'Renamed',
        ...(await versionOf(`/api/categories/${idOf(ids.category)}`)),
      }),
      checks: async () => [rule(categoryPolicy, 'update')],
    },
    {
      name: 'delete a category',
      method: 'DELETE',
      url: () => `/api/categories/${idOf(ids.category)}`,
      checks: async () => [rule(categoryPolicy, 'delete')],
      ok: 204,
    },
    {
      name: 'list media',
      method: 'GET',
      url: () => '/api/media_objects',
      checks: async () => [rule(mediaPolicy, 'list')],
    },
    {
      name: 'list dealer logos',
      method: 'GET',
      url: () => '/api/dealer_logos',
      checks: async () => [rule(dealerLogoPolicy, 'list')],
    },
    {
      name: 'read the pl dealer’s logo',
      method: 'GET',
      url: () => `/api/dealer_logos/${idOf(ids.plLogo)}`,
      checks: async () => [rule(dealerLogoPolicy, 'read', await logo(ids.plLogo))],
    },
    {
      name: 'list users',
      method: 'GET',
      url: () => '/api/users',
      checks: async () => [rule(userPolicy, 'list')],
    },
    {
      name: 'read a user',
      method: 'GET',
      url: () => `/api/users/${idOf(ids.user)}`,
      checks: async () => [rule(userPolicy, 'read')],
    },
    {
      name: 'create a user',
      method: 'POST',
      url: () => '/api/users',
      body: () => ({ username: 'another.user', password: 'secret', roles: [] }),
      checks: async () => [rule(userPolicy, 'create')],
      ok: 201,
    },
    {
      name: 'save a user',
      method: 'PUT',
      url: () => `/api/users/${idOf(ids.user)}`,
      body: async () => ({ hnr: '77001', ...(await versionOf(`/api/users/${idOf(ids.user)}`)) }),
      checks: async () => [rule(userPolicy, 'update')],
    },
    {
      name: 'delete a user',
      method: 'DELETE',
      url: () => `/api/users/${idOf(ids.user)}`,
      checks: async () => [rule(userPolicy, 'delete')],
      ok: 204,
    },
    {
      name: 'export a sheet everyone may read',
      method: 'POST',
      url: () => '/api/exports',
      body: () => ({ sheet: `/api/sheets/${idOf(ids.reference)}`, format: 'pdf' }),
      checks: async () => [
        rule(exportPolicy, 'create'),
        rule(sheetPolicy, 'read', await master(ids.reference)),
      ],
    },
    {
      name: 'export a locked master',
      method: 'POST',
      url: () => '/api/exports',
      body: () => ({ sheet: `/api/sheets/${idOf(ids.lockedMaster)}`, format: 'pdf' }),
      checks: async () => [
        rule(exportPolicy, 'create'),
        rule(sheetPolicy, 'read', await master(ids.lockedMaster)),
      ],
    },
    {
      name: 'thumbnail',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.reference)}/thumbnail.png`,
      checks: async () => [
        rule(exportPolicy, 'thumbnail'),
        rule(sheetPolicy, 'read', await master(ids.reference)),
      ],
    },
    {
      // A JSON body is not an upload: allowed users get a 400, the others a 403 first.
      name: 'upload media',
      method: 'POST',
      url: () => '/api/media_objects',
      body: () => ({ file: 'not a file' }),
      checks: async () => [rule(mediaPolicy, 'keep')],
      ok: 400,
    },
    {
      name: 'list media tags',
      method: 'GET',
      url: () => '/api/media_tags',
      checks: async () => [rule(mediaPolicy, 'list')],
    },
    {
      // Region admins change only their own uploads; this one is the demo's.
      name: 'retag an image someone else uploaded',
      method: 'PATCH',
      url: () => `/api/media_objects/${idOf(ids.usedImage)}`,
      body: () => ({ tags: ['matrix'] }),
      checks: async () => [
        rule(mediaPolicy, 'keep'),
        rule(mediaPolicy, 'change', await image(ids.usedImage)),
      ],
    },
    {
      name: 'delete an image a sheet uses',
      method: 'DELETE',
      url: () => `/api/media_objects/${idOf(ids.usedImage)}`,
      checks: async () => [
        rule(mediaPolicy, 'keep'),
        rule(mediaPolicy, 'change', await image(ids.usedImage)),
      ],
      ok: 409,
    },
    {
      name: 'upload a dealer logo',
      method: 'POST',
      url: () => '/api/dealer_logos',
      body: () => ({ hnr: '52001', brand: 'bmw' }),
      checks: async () => [rule(dealerLogoPolicy, 'create')],
      ok: 400,
    },
    {
      // Last of the logo rows: the admin removes the pl dealer's logo.
      name: 'delete a dealer logo',
      method: 'DELETE',
      url: () => `/api/dealer_logos/${idOf(ids.plLogo)}`,
      checks: async () => [rule(dealerLogoPolicy, 'delete')],
      ok: 204,
    },
  ];

  rows.push(
    {
      // A JSON body is not a form: the admin passes the permission check and gets a 400.
      name: 'import a sheet',
      method: 'POST',
      url: () => '/api/imports',
      body: () => ({ name: 'Imported', template: ids.reference }),
      checks: async () => [rule(sheetPolicy, 'import')],
      ok: 400,
    },
    {
      name: 'export a master’s translations',
      method: 'GET',
      url: () => `/api/sheets/${idOf(ids.reference)}/translations?format=xliff`,
      checks: async () => [
        rule(translationPolicy, 'export'),
        rule(sheetPolicy, 'read', await master(ids.reference)),
      ],
    },
    {
      name: 'export a cz copy’s translations',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/translations?format=xlsx`,
      checks: async () => [
        rule(translationPolicy, 'export'),
        rule(regionalSheetPolicy, 'read', await copy(ids.referenceCz)),
      ],
    },
    {
      name: 'export a pl copy’s translations',
      method: 'GET',
      url: () => `/api/regional_sheets/${idOf(ids.referencePl)}/translations?format=xlsx`,
      checks: async () => [
        rule(translationPolicy, 'export'),
        rule(regionalSheetPolicy, 'read', await copy(ids.referencePl)),
      ],
    },
    {
      // A JSON body is not a form: allowed users get a 400, the others a 403 first.
      name: 'import translations into a cz copy',
      method: 'POST',
      url: () => `/api/regional_sheets/${idOf(ids.referenceCz)}/translations`,
      body: () => ({}),
      checks: async () => [rule(translationPolicy, 'import', await copy(ids.referenceCz))],
      ok: 400,
    },
  );

  rows.push(
    {
      name: 'list one’s saved dealer values',
      method: 'GET',
      url: () => '/api/dealer_values',
      checks: async () => [
        rule(dealerValuePolicy, 'ask'),
        rule(dealerValuePolicy, 'read', (who) => ({ userId: who.id })),
      ],
    },
    {
      name: 'list a cz dealer’s saved dealer values',
      method: 'GET',
      url: () => `/api/dealer_values?user=${idOf(ids.dealerCz)}`,
      checks: async () => [
        rule(dealerValuePolicy, 'ask'),
        rule(dealerValuePolicy, 'read', { userId: Number(ids.dealerCz) }),
      ],
    },
    {
      name: 'export a cz copy for every cz dealer',
      method: 'POST',
      url: () => '/api/batch_exports',
      body: () => ({ sheet: `/api/regional_sheets/${idOf(ids.referenceCz)}` }),
      checks: async () => [
        rule(regionalSheetPolicy, 'read', await copy(ids.referenceCz)),
        rule(batchExportPolicy, 'create', { region: 'cz' }),
      ],
      ok: 202,
    },
    {
      name: 'export a pl copy for every pl dealer',
      method: 'POST',
      url: () => '/api/batch_exports',
      body: () => ({ sheet: `/api/regional_sheets/${idOf(ids.referencePl)}` }),
      checks: async () => [
        rule(regionalSheetPolicy, 'read', await copy(ids.referencePl)),
        rule(batchExportPolicy, 'create', { region: 'pl' }),
      ],
      ok: 202,
    },
    {
      name: 'export a master for every pl dealer',
      method: 'POST',
      url: () => '/api/batch_exports',
      body: () => ({ sheet: `/api/sheets/${idOf(ids.reference)}`, region: 'pl' }),
      checks: async () => [
        rule(sheetPolicy, 'read', await master(ids.reference)),
        rule(batchExportPolicy, 'create', { region: 'pl' }),
      ],
      ok: 202,
    },
    {
      name: 'list batch exports',
      method: 'GET',
      url: () => '/api/batch_exports',
      checks: async () => [rule(batchExportPolicy, 'list')],
    },
  );

  /** Each role's answer as the declared policies say: 401, the first refusal's status, or ok. */
  const declared = async (row: Row): Promise<{ status: number; message?: string }[]> => {
    const checks = row.public ? [] : await (row.checks?.() ?? Promise.resolve([]));
    return ROLES.map((role) => {
      const ok =
        typeof row.ok === 'object'
          ? role === 'anonymous'
            ? 200
            : (row.ok[role] ?? 200)
          : (row.ok ?? 200);
      if (row.public) return { status: ok };
      if (role === 'anonymous') return { status: 401, message: NOT_LOGGED_IN };
      const principal = principals[role];
      for (const check of checks) {
        const refusal = check(principal);
        if (refusal) return refusal;
      }
      return { status: ok };
    });
  };

  it.each(rows)('$name: $method', async (row) => {
    expect(row.public || row.checks, 'a row names its rules or says it is public').toBeTruthy();
    const expected = await declared(row);
    const answers: { status: number; message?: string }[] = [];
    for (const [index, role] of ROLES.entries()) {
      const headers = role === 'anonymous' ? {} : await demo.login(role);
      const response = await demo.app.inject({
        method: row.method,
        url: row.url(),
        headers,
        ...(row.body ? { payload: await row.body() } : {}),
      });
      // A refusal says the declared words too; an allowed request is compared by status.
      const message = expected[index]?.message === undefined ? undefined : response.json().detail;
      answers.push({ status: response.statusCode, ...(message === undefined ? {} : { message }) });
    }
    expect(answers).toEqual(expected);
  });

  // Every route, not only the rows': where a route's action refuses a role whatever the record,
  // that role gets exactly the declared refusal. Nothing is written: every request is refused.
  const roleRefusals = Object.entries(ROUTE_ACCESS).flatMap(([key, access]) => {
    if (access.kind !== 'policy') return [];
    const rules = access.policy.actions[access.action];
    if (!rules) return [];
    return (['dealer.cz', 'regionadmin.cz'] as const).flatMap((role) => {
      const rule = rules[role === 'dealer.cz' ? 'user' : 'regionAdmin'];
      if (rule === undefined || rule === true || typeof rule === 'function') return [];
      return [{ key, role, refusal: rule === false ? rules.refusal : rule }];
    });
  });

  it('finds routes that refuse by role alone: users, fonts, master writes', () => {
    const keys = roleRefusals.map(({ key, role }) => `${role} ${key}`);
    expect(keys).toContain('dealer.cz DELETE /api/users/:id');
    expect(keys).toContain('regionadmin.cz POST /api/font_families/:id/faces');
    expect(keys).toContain('regionadmin.cz PUT /api/sheets/:id');
    expect(keys).not.toContain('regionadmin.cz POST /api/media_objects');
  });

  it.each(roleRefusals)('$key refuses $role as declared', async ({ key, role, refusal }) => {
    const [method, pattern] = key.split(' ') as ['GET', string];
    // Ids and bodies that pass the input checks some routes make before the permission's.
    const id = pattern.startsWith('/api/dealer_profiles') ? ids.profileCz : ids.referenceCz;
    const bodies: Record<string, () => Record<string, unknown>> = {
      'POST /api/regional_sheets': () => ({ master: ids.reference, region: 'cz' }),
      'PUT /api/dealer_profiles/:id': () => ({ version: 1 }),
      'POST /api/batch_exports': () => ({ sheet: `/api/regional_sheets/${idOf(ids.referenceCz)}` }),
    };
    const body = bodies[key]?.() ?? (key.endsWith('/restore') ? { version: 1 } : {});
    const url = pattern
      .replace(':id', idOf(id))
      .replace(':ci', 'bmw')
      .replace(':face', 'bold')
      .replace(/:\w+/g, '1');
    const response = await demo.app.inject({
      method,
      url,
      headers: await demo.login(role),
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: body }),
    });
    expect({ status: response.statusCode, message: response.json().detail }).toEqual(refusal);
  });
});
