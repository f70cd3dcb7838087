import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_PROFILE } from '../../policies/dealerProfileVisibility.ts';
import { type DemoApp, demoApp, demoCopyIri } from '../../test/demoApp.ts';
import { pdfText } from '../../test/pdfText.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';

interface Profile {
  '@id': string;
  hnr: string;
  region: string;
  name: string;
  openingHours: string;
  version: number;
}

describe.each(TEST_DATABASES)('dealer profiles on $name', ({ name: database }) => {
  let demo: DemoApp;
  let storageCz = '';

  beforeAll(async () => {
    demo = await demoApp(database);
    storageCz = await demoCopyIri(demo, 'Winter tyre storage', 'cz');
  });

  afterAll(async () => {
    await demo?.close();
  });

  const profiles = async (username: string) =>
    (
      await demo.app.inject({ url: '/api/dealer_profiles', headers: await demo.login(username) })
    ).json()['hydra:member'] as Profile[];
  const exportText = async (username: string, dealerValues = {}) => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: await demo.login(username),
      payload: { sheet: storageCz, format: 'pdf', pdf: 'screen', dealerValues },
    });
    expect(response.statusCode, response.body).toBe(200);
    return pdfText(response.rawPayload);
  };

  it('shows admins every profile, region admins their region’s, dealers their own', async () => {
    expect((await profiles('admin')).map((p) => p.hnr)).toEqual(['41001', '52001']);
    expect((await profiles('regionadmin.cz')).map((p) => p.hnr)).toEqual(['41001']);
    expect((await profiles('dealer.cz')).map((p) => p.hnr)).toEqual(['41001']);
    expect((await profiles('dealer.pl')).map((p) => p.hnr)).toEqual(['52001']);
  });

  it("fills the texts bound to the profile in the dealer's export", async () => {
    const text = await exportText('dealer.cz');
    expect(text).toContain('Autosalon Praha s.r.o.');
    expect(text).toContain('Vinohradská 1234/56');
    expect(text).toContain('+420 222 123 456');
    expect(text).not.toContain('Ulice a číslo');
    // The opening hours stay open to the dealer: their own value wins over the profile.
    const own = await exportText('dealer.cz', { 'Opening hours': { text: '<p>Sa zavřeno</p>' } });
    expect(own).toContain('Sa zavřeno');
    // Without a profile the designer's placeholders stay.
    expect(await exportText('regionadmin.cz')).toContain('Ulice a číslo');
  });

  it('lets a dealer change their own profile only; region admins read, never write', async () => {
    const [own] = await profiles('dealer.cz');
    if (!own) throw new Error('dealer.cz has a profile');
    const save = async (username: string, profile: Profile, payload: object) =>
      demo.app.inject({
        method: 'PUT',
        url: profile['@id'],
        headers: await demo.login(username),
        payload: { version: profile.version, ...payload },
      });
    const saved = await save('dealer.cz', own, { openingHours: 'Po–Pá 8:00–17:00' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ openingHours: 'Po–Pá 8:00–17:00', version: 2 });
    expect(await exportText('dealer.cz')).toContain('8:00–17:00');
    expect((await save('dealer.cz', own, { name: 'Stale' })).statusCode).toBe(409);

    const regionAdmin = await save('regionadmin.cz', saved.json(), { name: 'Nope' });
    expect(regionAdmin.statusCode).toBe(403);
    expect(regionAdmin.json()['hydra:description']).toBe(NOT_YOUR_PROFILE);
    // Another dealer's profile looks missing.
    expect((await save('dealer.pl', saved.json(), { name: 'Nope' })).statusCode).toBe(404);
    const tooLong = await save('dealer.cz', saved.json(), { phone: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()['hydra:description']).toContain('phone');
  });

  it('lets admins create and delete profiles, one per dealer number', async () => {
    const admin = await demo.login('admin');
    const create = (payload: object) =>
      demo.app.inject({ method: 'POST', url: '/api/dealer_profiles', headers: admin, payload });
    const created = await create({ hnr: '41002', region: 'cz', name: 'Auto Brno' });
    expect(created.statusCode).toBe(201);
    expect((await create({ hnr: '41002', region: 'cz' })).statusCode).toBe(409);
    expect((await create({ hnr: '41003', region: 'xx' })).statusCode).toBe(400);
    const byDealer = await demo.app.inject({
      method: 'POST',
      url: '/api/dealer_profiles',
      headers: await demo.login('dealer.cz'),
      payload: { hnr: '41004', region: 'cz' },
    });
    expect(byDealer.statusCode).toBe(403);
    const deleted = await demo.app.inject({
      method: 'DELETE',
      url: created.json()['@id'],
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
  });
});
