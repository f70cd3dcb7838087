import { readFileSync } from 'node:fs';
import { NOTO_SANS_FILES } from '@pms/sheet/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { multipart } from '../../test/uploadTesting.ts';
import { FONT_PROBLEMS } from './fontMessages.ts';

describe.each(TEST_DATABASES)(
  'font uploads inspected in the render pool on $name',
  ({ name: database }) => {
    let demo: DemoApp;

    beforeAll(async () => {
      demo = await demoApp(database);
    });

    afterAll(async () => {
      await demo?.close();
    });

    it('inspects each uploaded file in the pool, and stores the bytes it was sent', async () => {
      const admin = await demo.login('admin');
      const family = await demo.app.inject({
        method: 'POST',
        url: '/api/font_families',
        headers: admin,
        payload: { name: 'Inspected off the loop' },
      });
      const upload = async (name: string, bytes: Uint8Array) => {
        const form = await multipart([{ name, bytes }]);
        return demo.app.inject({
          method: 'POST',
          url: `${family.json()['@id']}/faces`,
          headers: { ...admin, ...form.headers },
          payload: form.payload,
        });
      };
      const spy = vi.spyOn(demo.app.renderer, 'runInput');
      try {
        const noto = new Uint8Array(readFileSync(NOTO_SANS_FILES.regular));
        const stored = await upload('NotoSans.ttf', noto);
        expect(stored.statusCode).toBe(201);
        expect(stored.json().detectedFace).toBe('regular');
        const broken = await upload('broken.ttf', noto.subarray(0, 2000));
        expect(broken.statusCode).toBe(400);
        expect(broken.json()['hydra:description']).toBe(FONT_PROBLEMS.unreadable);
        expect(spy.mock.calls.map(([task]) => task.kind)).toEqual(['font', 'font']);
        // The file comes back byte for byte (bytea crosses the embedded database as hex text).
        const file = await demo.app.inject({
          url: `/fonts/brand-${family.json().id}-regular.ttf`,
          headers: admin,
        });
        expect(file.statusCode).toBe(200);
        expect(Buffer.compare(file.rawPayload, Buffer.from(noto))).toBe(0);
      } finally {
        spy.mockRestore();
      }
    });
  },
);
