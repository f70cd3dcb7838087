import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import {
  malformedUploads,
  multipart,
  type Part,
  transparentPng,
  UNSAFE_SVG,
} from '../../test/uploadTesting.ts';

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

  it('answers every malformed multipart body with 400 and a message, and stores nothing', async () => {
    const files = () => readdir(`${demo.environment.dataDir}/media`);
    const before = { logos: await logos('admin'), files: (await files()).length };
    const headers = await demo.login('admin');
    const good = await multipart([{ name: 'logo.png', bytes: await transparentPng() }], {
      hnr: '41001',
      brand: 'bmw',
    });
    const cases = malformedUploads(
      good,
      'hnr (the dealer number) is required. brand is required, a brand identifier such as bmw.',
    );
    for (const broken of cases) {
      const response = await demo.app.inject({
        method: 'POST',
        url: '/api/dealer_logos',
        payload: broken.payload,
        headers: { ...headers, 'content-type': broken.contentType },
      });
      expect(response.statusCode, broken.name).toBe(400);
      expect(response.json()['hydra:description'], broken.name).toBe(broken.message);
    }
    expect({ logos: await logos('admin'), files: (await files()).length }).toEqual(before);
  });

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
      [
        '@context',
        '@id',
        '@type',
        'brand',
        'contentUrl',
        'height',
        'hnr',
        'id',
        'mimeType',
        'width',
      ].sort(),
    );
    const other = await get('dealer.pl', mini['@id']);
    expect(other.statusCode).toBe(404);
    expect(other.json()['hydra:description']).toBe('The dealer logo was not found.');
  });

  async function setLogo(username: string, fields: Record<string, string>, files: Part[]) {
    const body = await multipart(files, fields);
    return demo.app.inject({
      method: 'POST',
      url: '/api/dealer_logos',
      payload: body.payload,
      headers: { ...(await demo.login(username)), ...body.headers },
    });
  }

  it("lets an admin set, replace and remove a dealer's logo per brand", async () => {
    const svg = new TextEncoder().encode(UNSAFE_SVG);
    const created = await setLogo('admin', { hnr: '77001', brand: 'BMW' }, [
      { name: 'logo.svg', bytes: svg },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const logo = created.json();
    expect(logo).toMatchObject({
      '@type': 'DealerLogo',
      hnr: '77001',
      brand: 'bmw',
      mimeType: 'image/svg+xml',
      width: 240,
      height: 100,
    });
    const served = await demo.app.inject(logo.contentUrl);
    expect(served.body).not.toContain('script');

    const replaced = await setLogo('admin', { hnr: '77001', brand: 'bmw' }, [
      { name: 'logo.png', bytes: await transparentPng() },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json()).toMatchObject({ id: logo.id, mimeType: 'image/png', width: 200 });
    expect(replaced.json().contentUrl).not.toBe(logo.contentUrl);
    expect(await logos('admin', '?hnr=77001')).toEqual(['77001 bmw']);

    const headers = await demo.login('admin');
    const url = `/api/dealer_logos/${logo.id}`;
    expect((await demo.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect(await logos('admin', '?hnr=77001')).toEqual([]);
    expect((await demo.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
  });

  it('lets nobody but an admin manage logos, and refuses bad fields and files', async () => {
    const file = { name: 'logo.png', bytes: await transparentPng() };
    for (const username of ['dealer.cz', 'regionadmin.cz']) {
      const response = await setLogo(username, { hnr: '41001', brand: 'bmw' }, [file]);
      expect(response.statusCode).toBe(403);
      expect(response.json()['hydra:description']).toBe(
        'Only administrators can manage dealer logos.',
      );
    }
    const noHnr = await setLogo('admin', { brand: 'bmw' }, [file]);
    expect(noHnr.statusCode).toBe(400);
    expect(noHnr.json()['hydra:description']).toBe('hnr (the dealer number) is required.');
    const disguised = await setLogo('admin', { hnr: '41001', brand: 'bmw' }, [
      { name: 'logo.png', bytes: new TextEncoder().encode('GIF89a but not really') },
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()['hydra:description']).toMatch(/^'logo\.png' is not a JPEG, PNG/);
    // The dealer's logo is still the one they had.
    expect(await logos('dealer.cz')).toEqual(['41001 bmw', '41001 mini']);
  });
});
