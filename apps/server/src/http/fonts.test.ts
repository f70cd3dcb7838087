import { readFile } from 'node:fs/promises';
import { NOTO_SANS_FILES } from '@pms/sheet/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';
import { FONT_URLS } from './fonts.ts';

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

  it('serves the same bytes the PDF renderer embeds', async () => {
    for (const face of ['regular', 'bold', 'italic', 'boldItalic'] as const) {
      const response = await app.inject(FONT_URLS[face]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('font/ttf');
      expect(response.rawPayload.equals(await readFile(NOTO_SANS_FILES[face]))).toBe(true);
    }
  });
});
