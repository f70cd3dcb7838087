import { batchExportPolicy } from '../../policies/batchExports.ts';
import { dealerLogoPolicy } from '../../policies/dealerLogos.ts';
import { dealerProfilePolicy } from '../../policies/dealerProfiles.ts';
import { dealerValuePolicy } from '../../policies/dealerValues.ts';
import { exportPolicy } from '../../policies/exports.ts';
import { regionalSheetPolicy } from '../../policies/regionalSheets.ts';
import { sheetPolicy } from '../../policies/sheets.ts';
import { type PermissionFixture, type Row, rule } from './fixture.ts';

/** A dealer's own records (saved values, export history, profile, logo) and batch exports. */
export function dealerRows(fixture: PermissionFixture): Row[] {
  const { ids, idOf, versionOf, copy, master, profile, logo } = fixture;
  return [
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
  ];
}
