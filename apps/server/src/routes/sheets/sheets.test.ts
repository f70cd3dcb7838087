import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';

interface SheetMember {
  '@id': string;
  id: number;
  name: string;
  status: string;
  category: string;
  data?: unknown;
  regionalSheets: { '@id': string; id: number; region: string; status: string }[];
  variants: { name?: string }[];
}

describe.each(TEST_DATABASES)('GET /api/sheets on $name', ({ name: database }) => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp(database);
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function list(username: string, query = '') {
    const headers = await demo.login(username);
    const response = await demo.app.inject({ url: `/api/sheets${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      'hydra:member': SheetMember[];
      'hydra:totalItems': number;
      'hydra:view': Record<string, string>;
    };
  }

  it('shows an admin every master sheet, newest first, without data', async () => {
    const body = await list('admin', '?order[id]=desc');
    expect(body['hydra:totalItems']).toBe(13);
    const ids = body['hydra:member'].map((sheet) => sheet.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = body['hydra:member'][0];
    expect(first?.['@id']).toBe(`/api/sheets/${first?.id}`);
    expect(first?.category).toMatch(/^\/api\/categories\/\d+$/);
    expect(first?.data).toBeUndefined();
  });

  it('shows a dealer only unlocked masters with an unlocked copy for their region', async () => {
    const names = (await list('dealer.cz'))['hydra:member'].map((sheet) => sheet.name);
    expect(names).toContain('Reference offer sheet');
    expect(names).toContain('Winter tyre storage');
    // The cz copy of the X5 sheet is locked; the X1 master is locked.
    expect(names).not.toContain('BMW X5 – summer complete wheels');
    expect(names).not.toContain('BMW X1 – run-flat tyres explained');
    // No cz copy at all.
    expect(names).not.toContain('BMW 5 Series – business leasing');
  });

  it('shows a region admin every released master, with or without a copy, but no locked one', async () => {
    const names = (await list('regionadmin.cz'))['hydra:member'].map((sheet) => sheet.name);
    expect(names).toContain('BMW X5 – summer complete wheels');
    expect(names).not.toContain('BMW X1 – run-flat tyres explained');
    // No cz copy yet: the region admin sees it to make one (navigation still hides it).
    expect(names).toContain('BMW 5 Series – business leasing');
  });

  it('pages with hydra:view links that keep the request', async () => {
    const body = await list('admin', '?order[id]=desc&itemsPerPage=5&page=2');
    expect(body['hydra:member']).toHaveLength(5);
    expect(body['hydra:view']).toMatchObject({
      '@id': '/api/sheets?order[id]=desc&itemsPerPage=5&page=2',
      'hydra:first': '/api/sheets?order[id]=desc&itemsPerPage=5&page=1',
      'hydra:last': '/api/sheets?order[id]=desc&itemsPerPage=5&page=3',
      'hydra:previous': '/api/sheets?order[id]=desc&itemsPerPage=5&page=1',
      'hydra:next': '/api/sheets?order[id]=desc&itemsPerPage=5&page=3',
    });
  });

  it('lists with each sheet only the regional copies the user may read, and its variants', async () => {
    const admin = (await list('admin'))['hydra:member'];
    const dealer = (await list('dealer.cz'))['hydra:member'];
    const regions = (member: SheetMember) => member.regionalSheets.map((copy) => copy.region);
    const wheels = admin.find((sheet) => sheet.name === 'BMW 3 Series – complete winter wheels');
    expect(wheels && regions(wheels).length).toBeGreaterThan(1);
    expect(wheels && regions(wheels)).toEqual(wheels && [...regions(wheels)].sort());
    expect(wheels?.variants.map((variant) => variant.name)).toContain('19 inch');
    expect(wheels?.regionalSheets[0]?.['@id']).toBe(
      `/api/regional_sheets/${wheels?.regionalSheets[0]?.id}`,
    );
    expect(dealer.length).toBeGreaterThan(0);
    for (const sheet of dealer) {
      expect(sheet.regionalSheets.map((copy) => [copy.region, copy.status])).toEqual([
        ['cz', 'unlocked'],
      ]);
    }
  });

  it('still counts the sheets on a page past the last one, and finds by search', async () => {
    const past = await list('admin', '?itemsPerPage=5&page=9');
    expect(past['hydra:member']).toEqual([]);
    expect(past['hydra:totalItems']).toBe(13);
    const found = await list('dealer.cz', '?search=19%20inch');
    expect(found['hydra:member'].map((sheet) => sheet.name)).toEqual([
      'BMW 3 Series – complete winter wheels',
    ]);
    expect(found['hydra:totalItems']).toBe(1);
  });

  it('needs a login and says what is wrong with a bad query', async () => {
    expect((await demo.app.inject('/api/sheets')).statusCode).toBe(401);
    const headers = await demo.login('admin');
    const response = await demo.app.inject({ url: '/api/sheets?itemsPerPage=500', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()['hydra:description']).toBe(
      'itemsPerPage must be a whole number from 1 to 100.',
    );
  });
});
