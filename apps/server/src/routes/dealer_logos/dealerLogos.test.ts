import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';

interface LogoBody {
  '@id': string;
  id: number;
  hnr: string;
  brand: string;
}

describe.each(TEST_DATABASES)('dealer logos on $name', ({ name: database }) => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp(database);
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function get(username: string, url: string) {
    return demo.app.inject({ url, headers: await demo.login(username) });
  }

  async function logos(username: string, query = ''): Promise<string[]> {
    const response = await get(username, `/api/dealer_logos${query}`);
    expect(response.statusCode).toBe(200);
    return response.json()['hydra:member'].map((logo: LogoBody) => `${logo.hnr} ${logo.brand}`);
  }

  async function logoOf(hnr: string, brand: string): Promise<LogoBody> {
    const response = await get('admin', `/api/dealer_logos?hnr=${hnr}`);
    const logo = response.json()['hydra:member'].find((item: LogoBody) => item.brand === brand);
    if (!logo) throw new Error(`no logo ${hnr} ${brand}`);
    return logo;
  }

  it('needs a login', async () => {
    expect((await demo.app.inject('/api/dealer_logos?hnr=41001')).statusCode).toBe(401);
  });

  it('shows an admin every logo, or one dealer number', async () => {
    expect(await logos('admin')).toEqual(['41001 bmw', '41001 mini', '52001 bmw']);
    expect(await logos('admin', '?hnr=52001')).toEqual(['52001 bmw']);
  });

  it("shows a dealer only their own logos, even when asking for another dealer's", async () => {
    expect(await logos('dealer.cz', '?hnr=41001')).toEqual(['41001 bmw', '41001 mini']);
    expect(await logos('dealer.cz')).toEqual(['41001 bmw', '41001 mini']);
    expect(await logos('dealer.cz', '?hnr=52001')).toEqual([]);
    expect(await logos('dealer.pl')).toEqual(['52001 bmw']);
    // A region admin has no dealer number, so no logos.
    expect(await logos('regionadmin.cz', '?hnr=41001')).toEqual([]);
  });

  it("presents a logo, and answers another dealer's logo as missing", async () => {
    const mini = await logoOf('41001', 'mini');
    const response = await get('dealer.cz', mini['@id']);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/DealerLogo',
      '@id': `/api/dealer_logos/${mini.id}`,
      '@type': 'DealerLogo',
      id: mini.id,
      hnr: '41001',
      brand: 'mini',
    });
    expect(body.contentUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(body.width).toBeGreaterThan(0);
    expect(body.height).toBeGreaterThan(0);
    expect(Object.keys(body).sort()).toEqual(
      ['@context', '@id', '@type', 'brand', 'contentUrl', 'height', 'hnr', 'id', 'width'].sort(),
    );
    const other = await get('dealer.pl', mini['@id']);
    expect(other.statusCode).toBe(404);
    expect(other.json()['hydra:description']).toBe('The dealer logo was not found.');
  });
});
