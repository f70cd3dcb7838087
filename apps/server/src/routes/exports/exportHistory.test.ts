import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp, demoCopyIri } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { OTHERS_EXPORTS } from './exportHistory.ts';

function pdfText(bytes: Uint8Array): string {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  return doc.loadPage(0).toStructuredText('preserve-whitespace').asText();
}

interface Data {
  elements: { config: { name: string; text?: string } }[];
}

describe.each(TEST_DATABASES)('the export history on $name', ({ name: database }) => {
  let demo: DemoApp;
  let copyIri = '';
  let copyName = '';

  beforeAll(async () => {
    demo = await demoApp(database);
    copyIri = await demoCopyIri(demo, 'Reference offer sheet', 'cz');
    const admin = await demo.login('admin');
    copyName = (await demo.app.inject({ url: copyIri, headers: admin })).json().name;
  });

  afterAll(async () => {
    await demo?.close();
  });

  const as = (username: string) => demo.login(username);
  const history = async (username: string, query = '') =>
    demo.app.inject({ url: `/api/export_records${query}`, headers: await as(username) });

  it('records each export and renders it again as it was, after the sheet changed', async () => {
    const exported = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: await as('dealer.cz'),
      payload: {
        sheet: copyIri,
        format: 'pdf',
        pdf: 'screen',
        dealerValues: { 'Dealer contact': { text: '<p>Autohaus Praha</p>' } },
      },
    });
    expect(exported.statusCode).toBe(200);
    const before = pdfText(exported.rawPayload);
    expect(before).toContain('Autohaus Praha');

    const list = (await history('dealer.cz')).json();
    expect(list['hydra:totalItems']).toBe(1);
    const [record] = list['hydra:member'];
    expect(record).toMatchObject({
      sheet: copyIri,
      sheetName: copyName,
      format: 'pdf',
      pdf: 'screen',
      dealerValues: { 'Dealer contact': { text: '<p>Autohaus Praha</p>' } },
    });

    // The region admin rewrites the headline after the export.
    const regionAdmin = await as('regionadmin.cz');
    const copy = (await demo.app.inject({ url: copyIri, headers: regionAdmin })).json();
    const data = JSON.parse(copy.data) as Data;
    const headline = data.elements.find((e) => e.config.name === 'Headline');
    if (!headline) throw new Error('the reference sheet has a headline');
    headline.config.text = '<p>Spring is here.</p>';
    const saved = await demo.app.inject({
      method: 'PUT',
      url: copyIri,
      headers: regionAdmin,
      payload: { version: copy.version, data: JSON.stringify(data) },
    });
    expect(saved.statusCode).toBe(200);

    const again = await demo.app.inject({ url: record.file, headers: await as('dealer.cz') });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(again.headers['x-preflight']).toBeDefined();
    const text = pdfText(again.rawPayload);
    expect(text).toBe(before);
    expect(text).toContain('Ready for winter.');
    expect(text).not.toContain('Spring is here.');
  });

  it("keeps each user's history to themselves; admins read anyone's", async () => {
    expect((await history('dealer.pl')).json()['hydra:totalItems']).toBe(0);
    const users = (
      await demo.app.inject({ url: '/api/users?itemsPerPage=100', headers: await as('admin') })
    ).json()['hydra:member'] as { id: number; username: string }[];
    const dealerId = users.find((user) => user.username === 'dealer.cz')?.id;
    const refused = await history('dealer.pl', `?user=${dealerId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()['hydra:description']).toBe(OTHERS_EXPORTS);
    const admin = await history('admin', `?user=/api/users/${dealerId}`);
    expect(admin.json()['hydra:totalItems']).toBe(1);
    const file = admin.json()['hydra:member'][0].file as string;
    expect((await demo.app.inject({ url: file, headers: await as('dealer.pl') })).statusCode).toBe(
      403,
    );
    expect((await demo.app.inject({ url: file, headers: await as('admin') })).statusCode).toBe(200);
    expect((await demo.app.inject({ url: file })).statusCode).toBe(401);
  });
});
