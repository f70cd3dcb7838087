import { readFile } from 'node:fs/promises';
import { type FontKey, fontFileUrl } from '@pms/sheet';
import { OPEN_FONT_FILES } from '@pms/sheet/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';

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
});
