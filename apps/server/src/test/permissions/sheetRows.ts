import { exportPolicy } from '../../policies/exports.ts';
import { regionalSheetPolicy } from '../../policies/regionalSheets.ts';
import { sheetPolicy } from '../../policies/sheets.ts';
import { translationPolicy } from '../../policies/translations.ts';
import { sessionPolicy } from '../../policies/users.ts';
import { type PermissionFixture, type Row, rule, SHEET_DATA } from './fixture.ts';

/** The session, master sheets and regional copies: reading, writing, following, exporting. */
export function sheetRows(fixture: PermissionFixture): Row[] {
  const { ids, idOf, versionOf, adminGet, copy, master, followingMaster } = fixture;
  return [
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
  ];
}
