import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  containsZip,
  HOSTILE_SVGS,
  jpegDeclaring,
  jpegPolyglot,
  POLYGLOT_HTML,
  pngBomb,
  pngPolyglot,
  windowsExecutable,
  xliffBillionLaughs,
  xliffDeeplyNested,
  xliffExternalEntity,
  xlsxWithEntities,
  xlsxZipBomb,
} from './test/hostileFiles.ts';
import {
  CSV_TYPE,
  multipart as importForm,
  templateData,
  XLSX_TYPE,
} from './test/importSupport.ts';
import { TEST_DATABASES } from './test/testApp.ts';
import { type TranslationDemo, translationDemo } from './test/translationSupport.ts';
import { multipart as uploadForm } from './test/uploadTesting.ts';

// A bomb that got through would take gigabytes or minutes; these bounds catch that without
// measuring speed (the machine is shared, and a test's own garbage counts in its RSS).
const MEMORY_GROWTH_LIMIT = 200 * 1024 * 1024;
const TIME_LIMIT_MS = 10_000;

/** Runs a request while sampling RSS, and asserts it stayed within the bounds. */
async function bounded(
  send: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  const before = process.memoryUsage().rss;
  let peak = before;
  // Decoding happens in native threads, so the sampler sees the peak while the loop waits.
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const start = performance.now();
  try {
    return await send();
  } finally {
    const ms = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(ms, 'time taken').toBeLessThan(TIME_LIMIT_MS);
    expect(peak - before, 'memory growth').toBeLessThan(MEMORY_GROWTH_LIMIT);
  }
}

/** A refusal a person can act on: a 4xx whose message is a sentence, not a parser's text. */
function expectRefusal(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const message = String(response.json()['hydra:description'] ?? '');
  expect(message).toMatch(/^\S.{10,}[.!?)]$/s);
  expect(message).not.toMatch(/Invalid input|Unexpected|SyntaxError|at position|ENOENT|Error:/);
  return message;
}

const text = (bytes: Uint8Array | string) =>
  typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;

describe.each(TEST_DATABASES)('hostile files on $name', ({ name: database }) => {
  let translations: TranslationDemo;
  let templateIri: string;

  const demo = () => translations.demo;
  const admin = () => demo().login('admin');

  beforeAll(async () => {
    translations = await translationDemo(
      database,
      templateData(),
      'Hostile master',
      'A master whose cz copy hostile translation files are sent to',
    );
    const template = await demo().app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: await admin(),
      payload: { name: 'Hostile template', category: 1, data: JSON.stringify(templateData()) },
    });
    expect(template.statusCode, template.body).toBe(201);
    templateIri = template.json()['@id'];
  });

  afterAll(async () => {
    await translations?.close();
  });

  describe('to the media library', () => {
    /** The library's rows and the stored files: neither may move on a refusal. */
    async function library() {
      const list = await demo().app.inject({
        url: '/api/media_objects',
        headers: await admin(),
      });
      const files = await readdir(join(demo().environment.dataDir, 'media')).catch(() => []);
      return { images: list.json()['hydra:totalItems'] as number, files: files.sort() };
    }

    async function upload(name: string, bytes: Uint8Array | string, type?: string) {
      const body = await uploadForm([{ name, bytes: text(bytes), ...(type ? { type } : {}) }]);
      const headers = await admin();
      return bounded(() =>
        demo().app.inject({
          method: 'POST',
          url: '/api/media_objects',
          payload: body.payload,
          headers: { ...headers, ...body.headers },
        }),
      );
    }

    /** Asserts a refusal that stored neither a row nor a file. */
    async function expectRefusedUpload(name: string, bytes: Uint8Array | string, type?: string) {
      const before = await library();
      const response = await upload(name, bytes, type);
      const message = expectRefusal(response);
      expect(await library()).toEqual(before);
      return message;
    }

    /** Every stored file of an accepted upload, as served. */
    async function storedFiles(response: LightMyRequestResponse) {
      const [image] = response.json()['hydra:member'] as {
        contentUrl: string;
        thumbnailUrl: string;
        mimeType: string;
      }[];
      if (!image) throw new Error('no image in the answer');
      const served = await Promise.all(
        [image.contentUrl, image.thumbnailUrl].map((url) => demo().app.inject(url)),
      );
      for (const file of served) expect(file.statusCode).toBe(200);
      return { image, files: served.map((file) => file.rawPayload) };
    }

    it.each(HOSTILE_SVGS)('cleans or refuses an SVG with $name', async ({ svg, hostile }) => {
      const before = await library();
      const response = await upload('logo.svg', svg, 'image/svg+xml');
      if (response.statusCode !== 201) {
        expectRefusal(response);
        expect(await library()).toEqual(before);
        return;
      }
      const { image, files } = await storedFiles(response);
      expect(image.mimeType).toBe('image/svg+xml');
      const stored = (files[0] as Buffer).toString('utf8');
      expect(stored).toContain('<rect');
      for (const part of hostile) expect(stored.toLowerCase()).not.toContain(part);
      // Only the SVG itself and what was drawn from it: no file of another request's making.
      const after = await library();
      expect(after.images).toBe(before.images + 1);
    });

    it('refuses a PNG that decodes to 900 megapixels, before decoding it', async () => {
      const bomb = pngBomb(30_000);
      expect(bomb.byteLength).toBeLessThan(1024 * 1024);
      expect(await expectRefusedUpload('white.png', bomb)).toMatch(/30000 x 30000 pixels/);
    });

    it('refuses a JPEG whose header declares 50,000 x 50,000 pixels', async () => {
      const message = await expectRefusedUpload('grey.jpg', await jpegDeclaring(50_000, 50_000));
      expect(message).toMatch(/50000 x 50000 pixels/);
    });

    it('stores a PNG polyglot (HTML chunk, ZIP appended) without its second reading', async () => {
      const response = await upload('polyglot.png', await pngPolyglot(), 'image/png');
      expect(response.statusCode, response.body).toBe(201);
      const { image, files } = await storedFiles(response);
      expect(image.mimeType).toBe('image/png');
      for (const file of files) {
        expect(file.includes(POLYGLOT_HTML)).toBe(false);
        expect(file.includes('<script')).toBe(false);
        expect(containsZip(file)).toBe(false);
      }
    });

    it('stores a JPEG polyglot (HTML comment, ZIP appended) without its second reading', async () => {
      const response = await upload('polyglot.jpg', await jpegPolyglot(), 'image/jpeg');
      expect(response.statusCode, response.body).toBe(201);
      const { image, files } = await storedFiles(response);
      expect(image.mimeType).toBe('image/jpeg');
      for (const file of files) {
        expect(file.includes('<script')).toBe(false);
        expect(containsZip(file)).toBe(false);
      }
    });

    it('refuses HTML, an executable and a ZIP named .png, whatever type they claim', async () => {
      for (const [name, bytes] of [
        ['page.png', `<!DOCTYPE html>${POLYGLOT_HTML}`],
        ['setup.png', windowsExecutable()],
        ['archive.png', xlsxZipBomb(1)],
      ] as const) {
        const message = await expectRefusedUpload(name, bytes, 'image/png');
        expect(message).toContain(`'${name}' is not a JPEG, PNG, WebP or SVG image`);
      }
    });

    it('takes an SVG named .png as the SVG it is, cleaned, and serves it as SVG', async () => {
      const hostile = HOSTILE_SVGS[0] as (typeof HOSTILE_SVGS)[number];
      const before = await library();
      const response = await upload('photo.png', hostile.svg, 'image/png');
      if (response.statusCode !== 201) {
        // On a machine busy enough that drawing it overran SVG_RENDER_SECONDS: refused, and
        // refused as the SVG it is.
        expect(expectRefusal(response)).toMatch(/takes too long to draw/);
        expect(await library()).toEqual(before);
        return;
      }
      const { image, files } = await storedFiles(response);
      expect(image.mimeType).toBe('image/svg+xml');
      expect(image.contentUrl).toMatch(/\.svg$/);
      expect((files[0] as Buffer).toString()).not.toContain('<script');
    });

    it('refuses an empty file, and a damaged PNG that has only a signature', async () => {
      expect(await expectRefusedUpload('empty.png', new Uint8Array(0))).toBe(
        "'empty.png' is empty.",
      );
      const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(await expectRefusedUpload('cut.png', signature)).toContain("'cut.png' is damaged");
    });
  });

  describe('to the data import', () => {
    async function sheetCount() {
      const response = await demo().app.inject({ url: '/api/sheets', headers: await admin() });
      return response.json()['hydra:totalItems'] as number;
    }

    async function importFile(name: string, type: string, bytes: Uint8Array | string) {
      const body = importForm(
        { template: templateIri, category: '/api/categories/1', name: 'Hostile import' },
        { name, type, bytes },
      );
      const headers = await admin();
      return bounded(() =>
        demo().app.inject({
          method: 'POST',
          url: '/api/imports',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        }),
      );
    }

    async function expectRefusedImport(name: string, type: string, bytes: Uint8Array | string) {
      const before = await sheetCount();
      const message = expectRefusal(await importFile(name, type, bytes));
      expect(await sheetCount()).toBe(before);
      return message;
    }

    it('refuses an XLSX zip bomb after reading a bounded part of it', async () => {
      const bomb = xlsxZipBomb(64);
      expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
      expect(await expectRefusedImport('bomb.xlsx', XLSX_TYPE, bomb)).toMatch(/unpacks to more/);
    });

    it.each(xlsxWithEntities(['Headline'], []))('refuses an XLSX with $name', async ({ bytes }) => {
      await expectRefusedImport('entities.xlsx', XLSX_TYPE, bytes);
    });

    it('refuses an empty file, and a picture named .csv', async () => {
      await expectRefusedImport('empty.csv', CSV_TYPE, '');
      await expectRefusedImport('empty.xlsx', XLSX_TYPE, new Uint8Array(0));
      await expectRefusedImport('photo.xlsx', XLSX_TYPE, await jpegPolyglot());
    });
  });

  describe('to the translation import', () => {
    async function uploadTranslation(bytes: Uint8Array | string) {
      await admin();
      return bounded(() => translations.upload(bytes));
    }

    async function expectRefusedTranslation(bytes: Uint8Array | string) {
      const before = await translations.copy();
      const message = expectRefusal(await uploadTranslation(bytes));
      const after = await translations.copy();
      expect(after.version).toBe(before.version);
      expect(after.data).toBe(before.data);
      return message;
    }

    it('refuses an XLSX zip bomb', async () => {
      expect(await expectRefusedTranslation(xlsxZipBomb(64))).toMatch(/unpacks to more/);
    });

    it.each(xlsxWithEntities(['Element', 'Target'], ['Headline']))(
      'refuses an XLSX with $name',
      async ({ bytes }) => {
        await expectRefusedTranslation(bytes);
      },
    );

    it('refuses XLIFF with entity expansion or an external entity', async () => {
      for (const file of [xliffBillionLaughs(), xliffExternalEntity()]) {
        expect(await expectRefusedTranslation(file)).toMatch(/entit/i);
      }
    });

    it('refuses XLIFF nested 100,000 elements deep', async () => {
      expect(await expectRefusedTranslation(xliffDeeplyNested(100_000))).toMatch(/levels deep/);
    });

    it('refuses an empty file and an executable', async () => {
      await expectRefusedTranslation('');
      await expectRefusedTranslation(windowsExecutable());
    });
  });
});
