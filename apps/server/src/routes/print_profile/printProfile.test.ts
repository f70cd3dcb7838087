import { cmykGridScreenColor } from '@pms/sheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_GRID_STEPS } from '../../exports/screenColors.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';

interface PrintProfileBody {
  '@id': string;
  '@type': string;
  name: string;
  outputConditionIdentifier: string;
  screenGrid: { steps: number; data: string };
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

describe('GET /api/print_profile', () => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp();
  });

  afterAll(async () => {
    await demo?.close();
  });

  it('needs a login', async () => {
    const response = await demo.app.inject({ url: '/api/print_profile' });
    expect(response.statusCode).toBe(401);
  });

  it('gives any logged-in user the profile’s name and its screen grid', async () => {
    const response = await demo.app.inject({
      url: '/api/print_profile',
      headers: await demo.login('dealer.cz'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    const body = response.json<PrintProfileBody>();
    expect(body['@id']).toBe('/api/print_profile');
    expect(body['@type']).toBe('PrintProfile');
    expect(body.outputConditionIdentifier).toBe('FOGRA39');
    expect(body.name).not.toBe('');
    const data = new Uint8Array(Buffer.from(body.screenGrid.data, 'base64'));
    expect(body.screenGrid.steps).toBe(SCREEN_GRID_STEPS);
    expect(data.length).toBe(SCREEN_GRID_STEPS ** 4 * 3);

    // The profile's view of a few colours: paper white, K black, process green, a red.
    const screen = cmykGridScreenColor({ steps: body.screenGrid.steps, data });
    const [wr, wg, wb] = channels(screen({ c: 0, m: 0, y: 0, k: 0 }));
    expect(Math.min(wr ?? 0, wg ?? 0, wb ?? 0)).toBeGreaterThan(235);
    const [kr, kg, kb] = channels(screen({ c: 0, m: 0, y: 0, k: 1 }));
    expect(Math.max(kr ?? 255, kg ?? 255, kb ?? 255)).toBeLessThan(70);
    const [gr, gg, gb] = channels(screen({ c: 1, m: 0, y: 1, k: 0 }));
    expect(gg).toBeGreaterThan((gr ?? 0) + 60);
    expect(gg).toBeGreaterThan((gb ?? 0) + 30);
    // Unlike the naive formula, a press cannot reach pure #00ff00.
    expect(screen({ c: 1, m: 0, y: 1, k: 0 })).not.toBe('#00ff00');
  });
});
