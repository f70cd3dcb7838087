import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';

interface MediaObjectBody {
  '@id': string;
  id: number;
  name: string;
  mimeType: string;
  tags: string[];
}

describe.each(TEST_DATABASES)('media objects on $name', ({ name: database }) => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp(database);
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function list(username: string, query = '') {
    const headers = await demo.login(username);
    const response = await demo.app.inject({ url: `/api/media_objects${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { 'hydra:member': MediaObjectBody[]; 'hydra:totalItems': number };
  }

  const names = (body: { 'hydra:member': MediaObjectBody[] }) =>
    body['hydra:member'].map((item) => item.name);

  it('needs a login', async () => {
    const response = await demo.app.inject('/api/media_objects');
    expect(response.statusCode).toBe(401);
  });

  it('shows every logged-in user the library, without the dealer logos', async () => {
    for (const username of ['admin', 'regionadmin.cz', 'dealer.cz']) {
      const body = await list(username);
      expect(body['hydra:totalItems']).toBe(8);
      expect(names(body)).not.toContain('dealer-logo-bmw.png');
    }
  });

  it('presents an image with URLs under /media/ and its uploader by name', async () => {
    const body = await list('dealer.cz', '?search=alloy');
    expect(names(body)).toEqual(['alloy-wheel.png']);
    const [wheel] = body['hydra:member'];
    const response = await demo.app.inject({
      url: wheel?.['@id'] ?? '',
      headers: await demo.login('dealer.cz'),
    });
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({
      '@context': '/api/contexts/MediaObject',
      '@id': `/api/media_objects/${wheel?.id}`,
      '@type': 'MediaObject',
      id: wheel?.id,
      name: 'alloy-wheel.png',
      mimeType: 'image/png',
      tags: ['wheel', 'rim', 'transparent'],
      uploadedBy: 'admin',
    });
    expect(item.contentUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(item.thumbnailUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect(item.byteSize).toBeGreaterThan(0);
    expect(item.width).toBeGreaterThan(0);
    expect(item.height).toBeGreaterThan(0);
    expect(Date.parse(item.created)).not.toBeNaN();
    // The file itself is served where contentUrl points.
    expect((await demo.app.inject(item.contentUrl)).statusCode).toBe(200);
    // A sheet names the image by that URL; the designer finds its uploaded name through it.
    const byUrl = await list('dealer.cz', `?contentUrl=${encodeURIComponent(item.contentUrl)}`);
    expect(names(byUrl)).toEqual(['alloy-wheel.png']);
    const absolute = `http://localhost${item.contentUrl}`;
    expect(names(await list('admin', `?contentUrl=${encodeURIComponent(absolute)}`))).toEqual([
      'alloy-wheel.png',
    ]);
    expect((await list('admin', '?contentUrl=/media/unknown.png'))['hydra:totalItems']).toBe(0);
  });

  it('searches names and tags whatever the case, and filters by type', async () => {
    expect(names(await list('admin', '?search=WINTER'))).toEqual([
      'suv-winter-forest.jpg',
      'winter-tyre.png',
    ]);
    // "rim" is only a tag.
    expect(names(await list('admin', '?search=Rim'))).toEqual(['alloy-wheel.png']);
    expect(names(await list('admin', '?type=image/png'))).toEqual([
      'alloy-wheel.png',
      'winter-tyre.png',
    ]);
    expect(names(await list('admin', '?type=image/png&search=winter'))).toEqual([
      'winter-tyre.png',
    ]);
    expect((await list('admin', '?search=100%25'))['hydra:totalItems']).toBe(0);
  });

  it('keeps the filters in the view links and says what is wrong with a bad one', async () => {
    const body = await list('admin', '?type=image/jpeg&itemsPerPage=2');
    expect(body['hydra:totalItems']).toBe(6);
    expect(
      (body as unknown as { 'hydra:view': Record<string, string> })['hydra:view']['hydra:next'],
    ).toBe('/api/media_objects?order[id]=asc&itemsPerPage=2&type=image%2Fjpeg&page=2');
    const headers = await demo.login('admin');
    const bad = await demo.app.inject({ url: '/api/media_objects?type=png', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()['hydra:description']).toBe('type must be a media type such as image/png.');
    const missing = await demo.app.inject({ url: '/api/media_objects/9999', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()['hydra:description']).toBe('The image was not found.');
  });
});
