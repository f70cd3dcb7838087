import { readFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type FontKey, fontFileUrl } from '@pms/sheet';
import { OPEN_FONT_FILES } from '@pms/sheet/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';
import { acceptedEncoding } from './fonts.ts';

describe('font files for the browser', () => {
  let environment: TestEnvironment;
  let app: App;

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    app = await testApp(environment);
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  it('serves every open family with the same bytes the PDF renderer embeds', async () => {
    expect(fontFileUrl('noto-sans', 'boldItalic')).toBe('/fonts/noto-sans-bold-italic.ttf');
    for (const [family, files] of Object.entries(OPEN_FONT_FILES)) {
      for (const [face, file] of Object.entries(files) as [FontKey, string][]) {
        const response = await app.inject(fontFileUrl(family, face));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('font/ttf');
        expect(response.rawPayload.equals(await readFile(file))).toBe(true);
      }
    }
  });

  it('sends a face compressed as the browser asks, the same bytes once unpacked', async () => {
    const url = fontFileUrl('noto-sans', 'bold');
    const file = await readFile(OPEN_FONT_FILES['noto-sans']?.bold ?? '');
    const unpack = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      for (const round of [1, 2]) {
        const response = await app.inject({ url, headers: { 'accept-encoding': accept } });
        expect(response.headers['content-encoding'], `${accept}, request ${round}`).toBe(encoding);
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.rawPayload.length).toBeLessThan(file.length * 0.6);
        expect(unpack[encoding](response.rawPayload).equals(file)).toBe(true);
      }
    }
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(file)).toBe(true);
  });

  it('reads accept-encoding with its q values', () => {
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('')).toBeUndefined();
    expect(acceptedEncoding('deflate, identity')).toBeUndefined();
    expect(acceptedEncoding('BR')).toBe('br');
    expect(acceptedEncoding('br;q=0.0, gzip')).toBe('gzip');
    expect(acceptedEncoding('br; q=0, gzip; q=0')).toBeUndefined();
    expect(acceptedEncoding('gzip;q=0.1')).toBe('gzip');
  });
});
