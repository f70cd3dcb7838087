import { readdir } from 'node:fs/promises';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import {
  malformedUploads,
  multipart,
  noise,
  type Part,
  pixelBombPng,
  sidewaysJpeg,
  transparentPng,
  UNSAFE_SVG,
  webp,
} from '../../test/uploadTesting.ts';

interface MediaObjectBody {
  '@id': string;
  id: number;
  name: string;
  contentUrl: string;
  thumbnailUrl: string;
  mimeType: string;
  byteSize: number;
  width: number;
  height: number;
  tags: string[];
  uploadedBy: string;
  version: number;
}

const sheetData = (contentUrl: string) =>
  JSON.stringify({
    schemaVersion: 1,
    ci: 'bmw',
    sticky: false,
    elements: [
      {
        id: 1,
        type: 'img',
        config: {
          name: 'Photo',
          src: { contentUrl },
          style: { left: 40, top: 40, width: 200, height: 200 },
        },
        variants: [],
      },
    ],
    variants: [],
    variant_groups: [],
    additional_pages: [],
    connected_groups: [],
  });

describe.each(TEST_DATABASES)('uploading to the media library on $name', ({ name: database }) => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp(database, { MAX_UPLOAD_MB: '1' });
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function upload(
    username: string | null,
    files: Part[],
    fields: Record<string, string> = {},
  ) {
    const body = await multipart(files, fields);
    const headers = username ? await demo.login(username) : {};
    return demo.app.inject({
      method: 'POST',
      url: '/api/media_objects',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  }

  /** How many images the library has and how many files storage holds: both must not move on a refusal. */
  async function state() {
    const headers = await demo.login('admin');
    const list = await demo.app.inject({ url: '/api/media_objects', headers });
    const files = await readdir(`${demo.environment.dataDir}/media`);
    return { images: list.json()['hydra:totalItems'] as number, files: files.length };
  }

  const description = (response: { json(): Record<string, unknown> }) =>
    response.json()['hydra:description'];

  it('takes several files at once, typed by content, oriented, stripped, with tags', async () => {
    const response = await upload(
      'admin',
      [
        // Names and declared types that lie: the content decides.
        { name: 'holiday.png', bytes: await sidewaysJpeg(), type: 'image/png' },
        { name: 'disc.png', bytes: await transparentPng(), type: 'image/png' },
        { name: 'scene.webp', bytes: await webp(), type: 'application/octet-stream' },
        { name: 'logo.svg', bytes: new TextEncoder().encode(UNSAFE_SVG), type: 'image/svg+xml' },
      ],
      { tags: ' Winter, promo ,winter,, Big  Sale' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['hydra:totalItems']).toBe(4);
    const [jpeg, png, webpImage, svg] = body['hydra:member'] as MediaObjectBody[];
    expect([jpeg, png, webpImage, svg].map((item) => item?.mimeType)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/svg+xml',
    ]);
    expect(jpeg).toMatchObject({
      name: 'holiday.png',
      // Stored sideways as 300 x 200; shown upright.
      width: 200,
      height: 300,
      tags: ['winter', 'promo', 'big sale'],
      uploadedBy: 'admin',
      version: 1,
    });
    expect(jpeg?.contentUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect(svg).toMatchObject({ width: 240, height: 100 });
    expect(svg?.contentUrl).toMatch(/\.svg$/);

    const served = await demo.app.inject(jpeg?.contentUrl ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.byteLength).toBe(jpeg?.byteSize);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      200,
      300,
      undefined,
      undefined,
    ]);
    expect(served.rawPayload.includes('Jane Photographer')).toBe(false);
    // Upright: the red band that was on the left is now at the top.
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);

    const thumbnail = await demo.app.inject(png?.thumbnailUrl ?? '');
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('takes the script, handlers and external references out of an SVG', async () => {
    const response = await upload('regionadmin.cz', [
      { name: 'unsafe.svg', bytes: new TextEncoder().encode(UNSAFE_SVG) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [svg] = response.json()['hydra:member'] as MediaObjectBody[];
    const served = await demo.app.inject(svg?.contentUrl ?? '');
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    for (const unsafe of [
      'script',
      'onload',
      'onclick',
      'tracker.example.com',
      'javascript:',
      'iframe',
      'foreignObject',
    ]) {
      expect(served.body).not.toContain(unsafe);
    }
    // What is safe is kept.
    expect(served.body).toContain('<rect width="240" height="100" fill="#00a000">');
    expect(served.body).toContain('<circle');
  });

  it('refuses an image over MAX_UPLOAD_MB with 413, and stores nothing', async () => {
    const before = await state();
    const big = noise(1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload('admin', [
      { name: 'small.png', bytes: await transparentPng() },
      { name: 'huge.jpg', bytes: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(description(response)).toBe('Image too big, max allowed size: 1 MB.');
    expect(response.json()['@type']).toBe('hydra:Error');
    expect(await state()).toEqual(before);
  });

  it('refuses a disguised file with 400 naming it, and stores nothing of the upload', async () => {
    const before = await state();
    const text = await upload('admin', [
      { name: 'fine.png', bytes: await transparentPng() },
      {
        name: 'invoice.jpg',
        bytes: new TextEncoder().encode('%PDF-1.7 not a picture'),
        type: 'image/jpeg',
      },
    ]);
    expect(text.statusCode).toBe(400);
    expect(description(text)).toBe(
      "'invoice.jpg' is not a JPEG, PNG, WebP or SVG image. Only these can be uploaded.",
    );
    const gif = await upload('admin', [
      {
        name: 'animation.png',
        bytes: await sharp(await transparentPng())
          .gif()
          .toBuffer(),
      },
    ]);
    expect(gif.statusCode).toBe(400);
    expect(description(gif)).toMatch(/^'animation\.png' is not a JPEG, PNG, WebP or SVG image/);
    const html = await upload('admin', [
      {
        name: 'page.svg',
        bytes: new TextEncoder().encode('<html><body><svg></svg></body></html>'),
      },
    ]);
    expect(html.statusCode).toBe(400);
    const jpeg = await sidewaysJpeg();
    const broken = await upload('admin', [
      { name: 'cut-off.jpg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(description(broken)).toBe(
      "'cut-off.jpg' is damaged: it cannot be read as a JPEG image.",
    );
    expect(await state()).toEqual(before);
  });

  it('answers every malformed multipart body with 400 and a message, and stores nothing', async () => {
    const before = await state();
    const headers = await demo.login('admin');
    const good = await multipart([{ name: 'disc.png', bytes: await transparentPng() }]);
    const cases = malformedUploads(
      good,
      'Choose at least one image: send each as a part named file.',
    );
    for (const broken of cases) {
      const response = await demo.app.inject({
        method: 'POST',
        url: '/api/media_objects',
        payload: broken.payload,
        headers: { ...headers, 'content-type': broken.contentType },
      });
      expect(response.statusCode, broken.name).toBe(400);
      expect(description(response), broken.name).toBe(broken.message);
    }
    expect(await state()).toEqual(before);
  });

  it('refuses an SVG whose filter takes too long to draw, and stores nothing', async () => {
    const before = await state();
    const slow = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="1000"/></filter><rect width="2000" height="2000" filter="url(#f)"/></svg>`;
    const response = await upload('admin', [
      { name: 'fine.png', bytes: await transparentPng() },
      { name: 'noise.svg', bytes: new TextEncoder().encode(slow) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(description(response)).toBe(
      "'noise.svg' takes too long to draw (more than 2 seconds). Simplify its filters and effects, or upload it as a PNG.",
    );
    expect(await state()).toEqual(before);
  });

  it('refuses a decompression bomb by its pixel count, before decoding it', async () => {
    const before = await state();
    const response = await upload('admin', [{ name: 'bomb.png', bytes: pixelBombPng() }]);
    expect(response.statusCode).toBe(400);
    expect(description(response)).toBe(
      "'bomb.png' is 50000 x 50000 pixels, more than the 100 megapixels an image may have.",
    );
    expect(await state()).toEqual(before);
  });

  it('lets only admins and region admins upload, and wants a file', async () => {
    const file = { name: 'disc.png', bytes: await transparentPng() };
    expect((await upload(null, [file])).statusCode).toBe(401);
    const dealer = await upload('dealer.cz', [file]);
    expect(dealer.statusCode).toBe(403);
    expect(description(dealer)).toBe('You are not allowed to change the media library.');
    const none = await upload('admin', [], { tags: 'x' });
    expect(none.statusCode).toBe(400);
    expect(description(none)).toBe('Choose at least one image: send each as a part named file.');
  });

  it('filters by tag, counts tags, and edits tags and names', async () => {
    const admin = await demo.login('admin');
    const created = await upload(
      'regionadmin.cz',
      [{ name: 'tagged.png', bytes: await transparentPng() }],
      {
        tags: 'Tyres,Summer',
      },
    );
    const [image] = created.json()['hydra:member'] as MediaObjectBody[];
    const byTag = await demo.app.inject({ url: '/api/media_objects?tag=tyres', headers: admin });
    expect(byTag.json()['hydra:member'].map((item: MediaObjectBody) => item.name)).toEqual([
      'tagged.png',
    ]);
    const tags = (
      await demo.app.inject({ url: '/api/media_tags', headers: await demo.login('dealer.cz') })
    ).json();
    const names = tags['hydra:member'].map((tag: { name: string }) => tag.name);
    expect(names).toEqual([...names].sort());
    expect(tags['hydra:member']).toContainEqual({ name: 'tyres', count: 1 });
    const winter = await demo.app.inject({ url: '/api/media_objects?tag=winter', headers: admin });
    expect(tags['hydra:member']).toContainEqual({
      name: 'winter',
      count: winter.json()['hydra:totalItems'],
    });

    const url = `/api/media_objects/${image?.id}`;
    const forbidden = await demo.app.inject({
      method: 'PATCH',
      url,
      headers: await demo.login('dealer.cz'),
      payload: { tags: ['mine'] },
    });
    expect(forbidden.statusCode).toBe(403);
    const patched = await demo.app.inject({
      method: 'PATCH',
      url,
      headers: await demo.login('regionadmin.cz'),
      payload: { tags: ['Tyres', 'Winter '], name: 'winter tyre.png' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'winter tyre.png',
      tags: ['tyres', 'winter'],
      version: 2,
      uploadedBy: 'regionadmin.cz',
    });
    const stale = await demo.app.inject({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { tags: [], version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const empty = await demo.app.inject({ method: 'PATCH', url, headers: admin, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(description(empty)).toBe('Send tags or name to change.');
  });

  it('refuses to delete an image a master or regional sheet uses, naming them', async () => {
    const admin = await demo.login('admin');
    const created = await upload('admin', [{ name: 'used.png', bytes: await transparentPng() }]);
    const [image] = created.json()['hydra:member'] as MediaObjectBody[];
    const sheet = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: admin,
      payload: { name: 'Uses the disc', category: 1, data: sheetData(image?.contentUrl ?? '') },
    });
    expect(sheet.statusCode, sheet.body).toBe(201);
    const copy = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: admin,
      payload: { master: sheet.json().id, region: 'cz' },
    });
    expect(copy.statusCode, copy.body).toBe(201);

    const url = `/api/media_objects/${image?.id}`;
    const refused = await demo.app.inject({ method: 'DELETE', url, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(description(refused)).toBe('The image is used by: Uses the disc, Uses the disc (cz).');
    expect((await demo.app.inject({ url, headers: admin })).statusCode).toBe(200);

    const dealer = await demo.app.inject({
      method: 'DELETE',
      url,
      headers: await demo.login('dealer.cz'),
    });
    expect(dealer.statusCode).toBe(403);

    // Once no sheet uses it, it can go.
    await demo.app.inject({
      method: 'DELETE',
      url: `/api/regional_sheets/${copy.json().id}`,
      headers: admin,
    });
    await demo.app.inject({
      method: 'DELETE',
      url: `/api/sheets/${sheet.json().id}`,
      headers: admin,
    });
    expect((await demo.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
    expect((await demo.app.inject({ url, headers: admin })).statusCode).toBe(404);
  });

  it('exports uploaded images from their print forms: JPEG as it is, PNG rows with a soft mask', async () => {
    const admin = await demo.login('admin');
    const created = await upload('admin', [{ name: 'print.png', bytes: await transparentPng() }]);
    const [image] = created.json()['hydra:member'] as MediaObjectBody[];
    const sheet = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: admin,
      payload: { name: 'Print forms', category: 1, data: sheetData(image?.contentUrl ?? '') },
    });
    const pdf = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: admin,
      payload: { sheet: `/api/sheets/${sheet.json().id}`, format: 'pdf' },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const doc = await PDFDocument.load(pdf.rawPayload);
    const images = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
      .filter((o) => o.dict.get(PDFName.of('Subtype'))?.toString() === '/Image');
    const colour = images.find((o) => o.dict.has(PDFName.of('SMask')));
    // pdf-lib's own PNG embedding writes no predictor: this is the upload's prepared form.
    expect(colour?.dict.get(PDFName.of('DecodeParms'))?.toString()).toContain('/Predictor 15');
    expect(colour?.dict.get(PDFName.of('Width'))?.toString()).toBe('200');
  });
});
