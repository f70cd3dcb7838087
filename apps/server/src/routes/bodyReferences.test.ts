import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';

/** References a path would refuse: not canonical, or past the id column's range. */
const BAD_IDS = ['2147483648', '99999999999999999999', '01', '+1', '1e3', '0x1', ' 1', '1 ', '0'];

/**
 * Issue 39: a sheet reference in a body was read without the canonical id check paths have,
 * so `/api/sheets/2147483648` answered 500 and `/api/sheets/01` named sheet 1. Every body
 * that names a sheet, a master or a category answers 400 with a sentence for such an id.
 */
describe.each(TEST_DATABASES)('references in request bodies on $name', ({ name }) => {
  let demo: DemoApp;

  beforeAll(async () => {
    demo = await demoApp(name);
  });

  afterAll(async () => {
    await demo?.close();
  });

  const send = async (username: string, url: string, payload: Record<string, unknown>) =>
    demo.app.inject({ method: 'POST', url, headers: await demo.login(username), payload });

  const expectRefused = (response: Awaited<ReturnType<typeof send>>, field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    const description = String(response.json()['hydra:description']);
    expect(description).toContain(field);
    expect(description).toMatch(/\.$/);
  };

  it.each(BAD_IDS)('an export of sheet "%s" is refused with a sentence', async (id) => {
    for (const kind of ['sheets', 'regional_sheets']) {
      const response = await send('dealer.cz', '/api/exports', {
        sheet: `/api/${kind}/${id}`,
        format: 'pdf',
      });
      expectRefused(response, 'sheet');
    }
  });

  it.each(BAD_IDS)('a batch export of sheet "%s" is refused with a sentence', async (id) => {
    for (const username of ['regionadmin.cz', 'admin']) {
      const response = await send(username, '/api/batch_exports', {
        sheet: `/api/regional_sheets/${id}`,
      });
      expectRefused(response, 'sheet');
    }
  });

  it.each(BAD_IDS)('a copy of master "%s" and a sheet in category "%s" are refused', async (id) => {
    const copy = await send('admin', '/api/regional_sheets', {
      master: `/api/sheets/${id}`,
      region: 'cz',
    });
    expectRefused(copy, 'master');
    const sheet = await send('admin', '/api/sheets', {
      name: 'Out of range',
      category: `/api/categories/${id}`,
    });
    expect(sheet.statusCode, sheet.body).toBe(400);
  });

  it('still reads a canonical reference: the largest id names a sheet that is not there', async () => {
    const response = await send('dealer.cz', '/api/exports', {
      sheet: '/api/sheets/2147483647',
      format: 'pdf',
    });
    expect(response.statusCode).toBe(404);
  });
});
