import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION } from '../../commands/sheetWrites.ts';
import { NOT_ALLOWED_REGION } from '../../policies/sheetVisibility.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';

interface Member {
  '@id': string;
  id: number;
  name: string;
  region: string;
  status: string;
  master: string;
  version: number;
  data?: string;
  variants: { name: string }[];
}

describe.each(TEST_DATABASES)('regional sheets on $name', ({ name: database }) => {
  let demo: DemoApp;
  let headers: Record<string, { authorization: string }>;

  beforeAll(async () => {
    demo = await demoApp(database);
    headers = {};
    for (const username of ['admin', 'regionadmin.cz', 'dealer.cz', 'dealer.pl']) {
      headers[username] = await demo.login(username);
    }
  });

  afterAll(async () => {
    await demo?.close();
  });

  const as = (username: string) => headers[username] ?? {};
  const list = async (username: string, query = '') =>
    (
      await demo.app.inject({
        url: `/api/regional_sheets?itemsPerPage=100${query}`,
        headers: as(username),
      })
    ).json()['hydra:member'] as Member[];
  const masterId = async (name: string) => {
    const sheets = (
      await demo.app.inject({ url: '/api/sheets?itemsPerPage=100', headers: as('admin') })
    ).json()['hydra:member'] as { id: number; name: string }[];
    return sheets.find((sheet) => sheet.name === name)?.id ?? 0;
  };

  it('lists only what each role may see, without data', async () => {
    const dealer = await list('dealer.cz');
    expect(dealer.length).toBeGreaterThan(0);
    expect(dealer.every((copy) => copy.region === 'cz' && copy.status === 'unlocked')).toBe(true);
    expect(dealer[0]?.data).toBeUndefined();
    // Each copy brings its own variants, for the overview's search in the copy's words: the
    // demo's Czech copies name them in Czech.
    expect(dealer.flatMap((copy) => copy.variants.map((v) => v.name))).toContain('19 palců');
    const regionAdmin = await list('regionadmin.cz');
    expect(regionAdmin.every((copy) => copy.region === 'cz')).toBe(true);
    expect(regionAdmin.some((copy) => copy.status === 'locked')).toBe(true);
    const polish = await list('admin', '&region=pl');
    expect(polish.length).toBeGreaterThan(0);
    expect(polish.every((copy) => copy.region === 'pl')).toBe(true);
    // A dealer asking for another region's copies gets none.
    expect(await list('dealer.cz', '&region=pl')).toEqual([]);
  });

  it('refuses another region with SPEC’s message and hides a locked copy of the own region', async () => {
    const polish = (await list('admin', '&region=pl'))[0];
    const refused = await demo.app.inject({ url: polish?.['@id'] ?? '', headers: as('dealer.cz') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()['hydra:description']).toBe(NOT_ALLOWED_REGION);
    const lockedCz = (await list('admin', '&region=cz')).find((copy) => copy.status === 'locked');
    const hidden = await demo.app.inject({
      url: lockedCz?.['@id'] ?? '',
      headers: as('dealer.cz'),
    });
    expect(hidden.statusCode).toBe(404);
    const regionAdmin = await demo.app.inject({
      url: lockedCz?.['@id'] ?? '',
      headers: as('regionadmin.cz'),
    });
    expect(regionAdmin.statusCode).toBe(200);
    expect(JSON.parse(regionAdmin.json().data).ci).toBe('bmw');
  });

  it('lets a region admin copy a master for their region: locked, with the master’s data', async () => {
    const id = await masterId('BMW 5 Series – business leasing');
    const created = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: as('regionadmin.cz'),
      payload: { master: `/api/sheets/${id}`, region: 'cz', status: 'unlocked' },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(created.headers.location).toBe(body['@id']);
    expect(body).toMatchObject({ region: 'cz', status: 'locked', master: `/api/sheets/${id}` });
    const master = (
      await demo.app.inject({ url: `/api/sheets/${id}`, headers: as('admin') })
    ).json();
    expect(JSON.parse(body.data)).toEqual(JSON.parse(master.data));

    const again = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: as('regionadmin.cz'),
      payload: { master: id, region: 'cz' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses copies for another region, by dealers, and of a locked master', async () => {
    const id = await masterId('BMW 5 Series – business leasing');
    const otherRegion = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: as('regionadmin.cz'),
      payload: { master: id, region: 'pl' },
    });
    expect(otherRegion.statusCode).toBe(403);
    expect(otherRegion.json()['hydra:description']).toBe(NOT_ALLOWED_REGION);
    const dealer = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: as('dealer.cz'),
      payload: { master: id, region: 'cz' },
    });
    expect(dealer.statusCode).toBe(403);
    const locked = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: as('regionadmin.cz'),
      payload: { master: await masterId('Roof box and carriers'), region: 'cz' },
    });
    expect(locked.statusCode).toBe(404);
  });

  it('saves a copy with its version and refuses a stale one', async () => {
    const copy = (await list('regionadmin.cz'))[0];
    const put = (version: number, name: string) =>
      demo.app.inject({
        method: 'PUT',
        url: copy?.['@id'] ?? '',
        headers: as('regionadmin.cz'),
        payload: { name, version },
      });
    const saved = await put(copy?.version ?? 0, 'Přeloženo');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Přeloženo', version: (copy?.version ?? 0) + 1 });
    const stale = await put(copy?.version ?? 0, 'Ztraceno');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()['hydra:description']).toBe(STALE_VERSION);
    const dealer = await demo.app.inject({
      method: 'PUT',
      url: copy?.['@id'] ?? '',
      headers: as('dealer.cz'),
      payload: { name: 'x', version: 1 },
    });
    expect(dealer.statusCode).toBe(403);
  });

  it('deletes for admins only', async () => {
    const copy = (await list('admin', '&region=sk'))[0];
    const refused = await demo.app.inject({
      method: 'DELETE',
      url: copy?.['@id'] ?? '',
      headers: as('regionadmin.cz'),
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await demo.app.inject({
      method: 'DELETE',
      url: copy?.['@id'] ?? '',
      headers: as('admin'),
    });
    expect(deleted.statusCode).toBe(204);
  });
});
