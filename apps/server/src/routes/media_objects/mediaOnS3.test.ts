import { readdir } from 'node:fs/promises';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { S3Storage } from '../../storage/s3Storage.ts';
import { startS3Server, type TestS3Server } from '../../storage/testing/s3Server.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { multipart, transparentPng } from '../../test/uploadTesting.ts';

/**
 * The whole server with S3_* set, against s3rver: the demo's images, uploads and /media all
 * go through the bucket, and nothing is written to the media directory.
 */
describe('media on an S3-compatible server', () => {
  let s3: TestS3Server;
  let demo: DemoApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    demo = await demoApp('pglite', s3.env);
  });

  afterAll(async () => {
    await demo?.close();
    await s3?.close();
  });

  it('stores uploads in the bucket and serves them under /media/', async () => {
    const body = await multipart([{ name: 'disc.png', bytes: await transparentPng() }], {
      tags: 's3',
    });
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/media_objects',
      payload: body.payload,
      headers: { ...(await demo.login('admin')), ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [image] = response.json()['hydra:member'];
    const key = image.contentUrl.slice('/media/'.length);

    const config = loadConfig(s3.env).s3;
    if (!config) throw new Error('no S3 configuration');
    const bucket = new S3Storage(config);
    const stored = await bucket.get(key);
    bucket.close();
    expect(stored?.byteLength).toBe(image.byteSize);

    const served = await demo.app.inject(image.contentUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(Buffer.from(stored ?? []))).toBe(true);
    const again = await demo.app.inject({
      url: image.contentUrl,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await demo.app.inject(`/media/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
    await expect(readdir(`${demo.environment.dataDir}/media`)).rejects.toThrow('ENOENT');
  });

  it('exports the seeded reference sheet with its images read from the bucket', async () => {
    const headers = await demo.login('dealer.cz');
    const sheets = await demo.app.inject({ url: '/api/sheets?search=Reference', headers });
    const [sheet] = sheets.json()['hydra:member'];
    const pdf = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers,
      payload: { sheet: sheet['@id'], format: 'pdf' },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    // A missing image would be drawn as a vector placeholder: these are the real pictures
    // (photo, transparent PNG with its mask, the dealer's logo with its mask).
    const images = (await PDFDocument.load(pdf.rawPayload)).context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
      .filter((o) => o.dict.get(PDFName.of('Subtype'))?.toString() === '/Image');
    expect(images.length).toBeGreaterThanOrEqual(3);
    expect(images.some((o) => o.dict.get(PDFName.of('Filter'))?.toString() === '/DCTDecode')).toBe(
      true,
    );
  });
});
