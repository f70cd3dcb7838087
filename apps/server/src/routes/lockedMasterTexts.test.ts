import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';

/**
 * DESIGN.md: no text of a locked master reaches anyone but admins, through any route. A
 * marker written into a locked master (which has a cz copy) must appear in no answer to
 * anyone else, whichever route they ask.
 */
describe.each(TEST_DATABASES)('a locked master’s texts on $name', ({ name }) => {
  const MARKER = 'Unreleased launch price 12345';
  let demo: DemoApp;
  let lockedId = 0;
  let copyId = 0;

  beforeAll(async () => {
    demo = await demoApp(name);
    const admin = await demo.login('admin');
    const get = async (url: string) =>
      (await demo.app.inject({ url, headers: admin })).json() as Record<string, unknown>;
    const sheets = (await get('/api/sheets?itemsPerPage=100'))['hydra:member'] as {
      id: number;
      status: string;
      regionalSheets: { id: number; region: string }[];
    }[];
    const locked = sheets.find(
      (sheet) =>
        sheet.status === 'locked' && sheet.regionalSheets.some((copy) => copy.region === 'cz'),
    );
    lockedId = locked?.id ?? 0;
    copyId = locked?.regionalSheets.find((copy) => copy.region === 'cz')?.id ?? 0;
    const master = await get(`/api/sheets/${lockedId}`);
    const data = JSON.parse(String(master.data)) as {
      elements: { id: number; type: string; config: { text?: string; name?: string } }[];
    };
    const text = data.elements.find((element) => element.type === 'p');
    if (text) {
      text.config.text = MARKER;
      // A new element: what changed in the master names it.
      const id = Math.max(0, ...data.elements.map((element) => element.id)) + 1;
      data.elements.push({
        ...structuredClone(text),
        id,
        config: { ...text.config, name: MARKER },
      });
    }
    const saved = await demo.app.inject({
      method: 'PUT',
      url: `/api/sheets/${lockedId}`,
      headers: admin,
      payload: { details: MARKER, data: JSON.stringify(data), version: master.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  afterAll(async () => {
    await demo?.close();
  });

  const routes = () => [
    '/api/sheets?itemsPerPage=100',
    `/api/sheets?search=${encodeURIComponent(MARKER)}`,
    `/api/sheets/${lockedId}`,
    `/api/sheets/${lockedId}/revisions`,
    `/api/sheets/${lockedId}/translations?format=xliff`,
    `/api/sheets/${lockedId}/thumbnail.png`,
    '/api/regional_sheets?itemsPerPage=100',
    `/api/regional_sheets/${copyId}`,
    `/api/regional_sheets/${copyId}/revisions`,
    `/api/regional_sheets/${copyId}/translations?format=xliff`,
    `/api/regional_sheets/${copyId}/master_changes`,
    `/api/regional_sheets/${copyId}/master_update`,
    '/api/categories',
  ];

  it('reaches the admin', async () => {
    expect(lockedId).toBeGreaterThan(0);
    expect(copyId).toBeGreaterThan(0);
    const headers = await demo.login('admin');
    const master = await demo.app.inject({ url: `/api/sheets/${lockedId}`, headers });
    expect(master.body).toContain(MARKER);
    const xliff = await demo.app.inject({
      url: `/api/regional_sheets/${copyId}/translations?format=xliff`,
      headers,
    });
    expect(xliff.statusCode).toBe(200);
    expect(xliff.body).toContain(MARKER);
    for (const route of ['master_changes', 'master_update']) {
      const answer = await demo.app.inject({
        url: `/api/regional_sheets/${copyId}/${route}`,
        headers,
      });
      expect(answer.body, route).toContain(MARKER);
    }
  });

  it.each(['dealer.cz', 'dealer.pl', 'regionadmin.cz'])('never reaches %s', async (username) => {
    const headers = await demo.login(username);
    for (const url of routes()) {
      const response = await demo.app.inject({ url, headers });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, `${username} ${url}`).not.toContain(MARKER);
    }
    const exported = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers,
      payload: { sheet: `/api/sheets/${lockedId}`, format: 'pdf' },
    });
    expect(exported.statusCode).toBe(404);
    // Nor through saving the update into the copy, which would put the master's text in it.
    const copy = await demo.app.inject({ url: `/api/regional_sheets/${copyId}`, headers });
    if (copy.statusCode === 200) {
      const updated = await demo.app.inject({
        method: 'POST',
        url: `/api/regional_sheets/${copyId}/master_update`,
        headers,
        payload: { version: copy.json().version, masterVersion: copy.json().latestMasterVersion },
      });
      expect(updated.statusCode).toBeGreaterThanOrEqual(400);
      expect(updated.body).not.toContain(MARKER);
      // The copy says nothing changed in a master it may not follow yet.
      expect(copy.json().masterChanged).not.toBe(true);
    }
  });
});
