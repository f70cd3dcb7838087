import type { Actions, ResourcePolicy } from './authorize.ts';
import { batchExportPolicy } from './batchExports.ts';
import { categoryPolicy } from './categories.ts';
import { dealerLogoPolicy } from './dealerLogos.ts';
import { dealerProfilePolicy } from './dealerProfiles.ts';
import { dealerValuePolicy } from './dealerValues.ts';
import { exportPolicy } from './exports.ts';
import { fontPolicy } from './fonts.ts';
import { mediaPolicy } from './media.ts';
import { palettePolicy } from './palettes.ts';
import { printProfilePolicy } from './printProfile.ts';
import { regionalSheetPolicy } from './regionalSheets.ts';
import { sheetPolicy } from './sheets.ts';
import { translationPolicy } from './translations.ts';
import { sessionPolicy, userPolicy } from './users.ts';

/** What guards a route: a resource's action (a login first, then its rules), or nothing. */
export type RouteAccess =
  | { kind: 'policy'; resource: string; action: string; policy: ResourcePolicy<Actions> }
  | { kind: 'public'; why: string };

/** The action of a resource's policy a route applies (with authorize, in the route or domain). */
function on<T extends Actions>(policy: ResourcePolicy<T>, action: keyof T & string): RouteAccess {
  return { kind: 'policy', resource: policy.resource, action, policy };
}

/** A route anyone may call without logging in, and why that is safe. */
const open = (why: string): RouteAccess => ({ kind: 'public', why });

const DOCS = open('API documentation');

/** The routes of both sheet kinds that share their handlers (revisions, values, thumbnails). */
function sheetKindRoutes(kind: 'sheets' | 'regional_sheets'): Record<string, RouteAccess> {
  const change = kind === 'sheets' ? on(sheetPolicy, 'history') : on(regionalSheetPolicy, 'write');
  return {
    [`GET /api/${kind}/:id/revisions`]: change,
    [`POST /api/${kind}/:id/revisions/:version/restore`]: change,
    [`GET /api/${kind}/:id/dealer_values`]: on(dealerValuePolicy, 'ask'),
    [`PUT /api/${kind}/:id/dealer_values`]: on(dealerValuePolicy, 'save'),
    [`GET /api/${kind}/:id/thumbnail.png`]: on(exportPolicy, 'thumbnail'),
    // A sheet's own findings are for who may change it, as its history is (issue 43 point 5).
    [`GET /api/${kind}/:id/preflight`]: change,
    [`GET /api/${kind}/:id/translations`]: on(translationPolicy, 'export'),
  };
}

/**
 * Every route the server registers, by `METHOD url` as Fastify registers it, with the policy
 * action that guards it or why it is public. routes.test.ts fails on a route missing here,
 * so a new route cannot be added without deciding who may call it.
 */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  'GET /api': open('the Hydra entrypoint: names the resources, no data'),
  'GET /api/contexts/:name': open('JSON-LD contexts: vocabulary, no data'),
  'GET /api/docs': DOCS,
  'GET /api/docs/static/index.html': DOCS,
  'GET /api/docs/static/swagger-initializer.js': DOCS,
  'GET /api/docs/static/*': DOCS,
  'GET /api/docs/json': DOCS,
  'GET /api/docs/yaml': DOCS,
  'GET /api/docs.json': DOCS,
  'GET /api/docs.jsonld': DOCS,
  'GET /healthz': open('health check for load balancers'),
  'POST /auth/login': open('the login itself (rate limited)'),
  'GET /media/:key': open('images by their unguessable content key, as sheets embed them'),
  // A login (with its own 401 wording, fonts/brandFontFiles.ts) or a link signed for one.
  'GET /fonts/:file': on(fontPolicy, 'readFiles'),
  'GET /auth/user': on(sessionPolicy, 'readSelf'),
  'POST /auth/change_password': on(sessionPolicy, 'changePassword'),

  'GET /api/sheets': on(sheetPolicy, 'list'),
  'POST /api/sheets': on(sheetPolicy, 'create'),
  'GET /api/sheets/:id': on(sheetPolicy, 'read'),
  'PUT /api/sheets/:id': on(sheetPolicy, 'update'),
  'DELETE /api/sheets/:id': on(sheetPolicy, 'delete'),
  'POST /api/imports': on(sheetPolicy, 'import'),
  // The import's guide and sample files, for whoever may import (issue 43 point 6).
  'GET /api/imports/templates/:id': on(sheetPolicy, 'import'),
  'GET /api/imports/templates/:id/sample.csv': on(sheetPolicy, 'import'),
  'GET /api/imports/templates/:id/sample.xlsx': on(sheetPolicy, 'import'),
  ...sheetKindRoutes('sheets'),

  'GET /api/regional_sheets': on(regionalSheetPolicy, 'list'),
  'POST /api/regional_sheets': on(regionalSheetPolicy, 'write'),
  'GET /api/regional_sheets/:id': on(regionalSheetPolicy, 'read'),
  'PUT /api/regional_sheets/:id': on(regionalSheetPolicy, 'write'),
  'DELETE /api/regional_sheets/:id': on(regionalSheetPolicy, 'delete'),
  'GET /api/regional_sheets/:id/master_changes': on(regionalSheetPolicy, 'followMaster'),
  'GET /api/regional_sheets/:id/master_update': on(regionalSheetPolicy, 'followMaster'),
  'POST /api/regional_sheets/:id/master_update': on(regionalSheetPolicy, 'followMaster'),
  'POST /api/regional_sheets/:id/translations': on(translationPolicy, 'import'),
  ...sheetKindRoutes('regional_sheets'),

  'GET /api/dealer_values': on(dealerValuePolicy, 'ask'),
  'GET /api/dealer_profiles': on(dealerProfilePolicy, 'list'),
  'POST /api/dealer_profiles': on(dealerProfilePolicy, 'create'),
  'GET /api/dealer_profiles/:id': on(dealerProfilePolicy, 'read'),
  'PUT /api/dealer_profiles/:id': on(dealerProfilePolicy, 'update'),
  'DELETE /api/dealer_profiles/:id': on(dealerProfilePolicy, 'delete'),
  'GET /api/dealer_logos': on(dealerLogoPolicy, 'list'),
  'POST /api/dealer_logos': on(dealerLogoPolicy, 'create'),
  'GET /api/dealer_logos/:id': on(dealerLogoPolicy, 'read'),
  'DELETE /api/dealer_logos/:id': on(dealerLogoPolicy, 'delete'),

  'POST /api/exports': on(exportPolicy, 'create'),
  'GET /api/export_records': on(exportPolicy, 'listHistory'),
  'GET /api/export_records/:id/file': on(exportPolicy, 'readHistory'),
  'POST /api/batch_exports': on(batchExportPolicy, 'create'),
  'GET /api/batch_exports': on(batchExportPolicy, 'list'),
  'GET /api/batch_exports/:id': on(batchExportPolicy, 'read'),
  'POST /api/batch_exports/:id/cancel': on(batchExportPolicy, 'read'),
  'GET /api/batch_exports/:id/file': on(batchExportPolicy, 'read'),

  'GET /api/categories': on(categoryPolicy, 'list'),
  'POST /api/categories': on(categoryPolicy, 'create'),
  'GET /api/categories/:id': on(categoryPolicy, 'read'),
  'PUT /api/categories/:id': on(categoryPolicy, 'update'),
  'DELETE /api/categories/:id': on(categoryPolicy, 'delete'),

  'GET /api/media_objects': on(mediaPolicy, 'list'),
  'POST /api/media_objects': on(mediaPolicy, 'keep'),
  'GET /api/media_objects/:id': on(mediaPolicy, 'read'),
  'PATCH /api/media_objects/:id': on(mediaPolicy, 'change'),
  'DELETE /api/media_objects/:id': on(mediaPolicy, 'change'),
  'GET /api/media_tags': on(mediaPolicy, 'list'),
  'GET /api/print_profile': on(printProfilePolicy, 'read'),

  'GET /api/users': on(userPolicy, 'list'),
  'POST /api/users': on(userPolicy, 'create'),
  'GET /api/users/:id': on(userPolicy, 'read'),
  'PUT /api/users/:id': on(userPolicy, 'update'),
  'DELETE /api/users/:id': on(userPolicy, 'delete'),

  'GET /api/font_choices': on(fontPolicy, 'readChoices'),
  'GET /api/ci_fonts': on(fontPolicy, 'readChoices'),
  'PUT /api/ci_fonts/:ci': on(fontPolicy, 'manage'),
  'GET /api/palette_colors': on(palettePolicy, 'read'),
  'POST /api/palette_colors': on(palettePolicy, 'manage'),
  'PUT /api/palette_colors/:id': on(palettePolicy, 'manage'),
  'DELETE /api/palette_colors/:id': on(palettePolicy, 'manage'),
  'GET /api/font_families': on(fontPolicy, 'manage'),
  'POST /api/font_families': on(fontPolicy, 'manage'),
  'GET /api/font_families/:id': on(fontPolicy, 'manage'),
  'DELETE /api/font_families/:id': on(fontPolicy, 'manage'),
  'POST /api/font_families/:id/faces': on(fontPolicy, 'manage'),
  'DELETE /api/font_families/:id/faces/:face': on(fontPolicy, 'manage'),
  'POST /api/font_families/:id/revisions/:revision/restore': on(fontPolicy, 'manage'),
};

/** Files served as they are (bundled fonts, the built web app): public, no data of anyone's. */
export const STATIC_FILE = /^GET \/(?!api\/|auth\/|media\/)[^:*]*\.[a-z0-9]+$/i;

/** How a registered route is guarded, or undefined when nothing declares it. */
export function accessOf(method: string, url: string): RouteAccess | undefined {
  const key = `${method} ${url}`;
  if (Object.hasOwn(ROUTE_ACCESS, key)) return ROUTE_ACCESS[key];
  if (STATIC_FILE.test(key)) return open('a static file');
  return undefined;
}
