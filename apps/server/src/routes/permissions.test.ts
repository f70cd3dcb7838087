import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../policies/routes.ts';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { dealerRows } from '../test/permissions/dealerRows.ts';
import { PermissionFixture } from '../test/permissions/fixture.ts';
import { libraryRows } from '../test/permissions/libraryRows.ts';
import { sheetRows } from '../test/permissions/sheetRows.ts';
import { TEST_DATABASES } from '../test/testApp.ts';

/**
 * DESIGN.md's permission table, enforced by the server: every endpoint called by every role.
 * 401 means "log in", 403 "not allowed", 404 "hidden or missing" (the two look the same).
 * Roles run in the order of ROLES (test/permissions/fixture.ts), so the admin's successful
 * write comes last in each row. The rows live by concern in test/permissions/ and run on one
 * demo per database, in this order (later rows see what earlier ones changed). Whether the
 * declarations themselves follow DESIGN.md is policies/designTable.test.ts's to check.
 */
describe.each(TEST_DATABASES)('the permission table on $name', ({ name }) => {
  let demo: DemoApp;
  const fixture = new PermissionFixture();
  const { ids, idOf } = fixture;

  beforeAll(async () => {
    demo = await demoApp(name);
    await fixture.setUp(demo);
  });

  afterAll(async () => {
    await demo?.close();
  });

  const rows = [...sheetRows(fixture), ...dealerRows(fixture), ...libraryRows(fixture)];

  it.each(rows)('$name: $method', async (row) => {
    expect(row.public || row.checks, 'a row names its rules or says it is public').toBeTruthy();
    const expected = await fixture.declared(row);
    expect(await fixture.answers(row, expected)).toEqual(expected);
  });

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
