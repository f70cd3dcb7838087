import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp, demoCopyIri } from '../../test/demoApp.ts';
import { pdfText } from '../../test/pdfText.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { OTHERS_EXPORTS } from './exportHistory.ts';

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
    expect(text).toContain('Připraveni na zimu.');
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

/**
 * Issue 39: "Download again" rendered an export after its copy and master had been locked,
 * which the dealer could no longer export anew. It now answers what a new export answers.
 */
describe.each(TEST_DATABASES)('downloading again after a lock on $name', ({ name: database }) => {
  let demo: DemoApp;
  let copyIri = '';
  let masterIri = '';

  beforeAll(async () => {
    demo = await demoApp(database);
    copyIri = await demoCopyIri(demo, 'Reference offer sheet', 'cz');
    const admin = await demo.login('admin');
    masterIri = (await demo.app.inject({ url: copyIri, headers: admin })).json().master;
  });

  afterAll(async () => {
    await demo?.close();
  });

  const exportAs = async (username: string, sheet: string) =>
    demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: await demo.login(username),
      payload: { sheet, format: 'pdf', pdf: 'screen' },
    });
  const filesOf = async (username: string) => {
    const headers = await demo.login(username);
    const list = await demo.app.inject({ url: '/api/export_records', headers });
    return list.json()['hydra:member'] as { sheet: string; file: string }[];
  };
  const download = async (username: string, file: string) =>
    demo.app.inject({ url: file, headers: await demo.login(username) });
  const lock = async (iri: string) => {
    const headers = await demo.login('admin');
    const { version } = (await demo.app.inject({ url: iri, headers })).json();
    const locked = await demo.app.inject({
      method: 'PUT',
      url: iri,
      headers,
      payload: { version, status: 'locked' },
    });
    expect(locked.statusCode, locked.body).toBe(200);
  };

  it('renders again only what each role may export now', async () => {
    const roles = ['dealer.cz', 'regionadmin.cz', 'admin'];
    for (const username of roles) {
      expect((await exportAs(username, copyIri)).statusCode).toBe(200);
      expect((await exportAs(username, masterIri)).statusCode).toBe(200);
    }
    const before = new Map<string, { sheet: string; file: string }[]>();
    for (const username of roles) {
      const files = await filesOf(username);
      expect(files.map((record) => record.sheet).sort()).toEqual([copyIri, masterIri].sort());
      for (const record of files)
        expect((await download(username, record.file)).statusCode).toBe(200);
      before.set(username, files);
    }

    await lock(copyIri);
    await lock(masterIri);

    // Each download again answers as a new export of the same sheet does for that user: the
    // dealer no longer reads the locked copy or master, the region admin reads the copy (any
    // status) but not the locked master, the admin everything, also the dealer's exports.
    const expected: Record<string, Record<string, number>> = {
      'dealer.cz': { [copyIri]: 404, [masterIri]: 404 },
      'regionadmin.cz': { [copyIri]: 200, [masterIri]: 404 },
      admin: { [copyIri]: 200, [masterIri]: 200 },
    };
    for (const username of roles) {
      for (const record of before.get(username) ?? []) {
        const again = await download(username, record.file);
        const anew = await exportAs(username, record.sheet);
        const want = expected[username]?.[record.sheet];
        expect(again.statusCode, `${username} ${record.sheet}`).toBe(want);
        expect(anew.statusCode, `${username} ${record.sheet} anew`).toBe(want);
        if (want !== 200) {
          expect(again.json()['hydra:description']).toBe(anew.json()['hydra:description']);
        }
      }
    }
    for (const record of before.get('dealer.cz') ?? []) {
      expect((await download('admin', record.file)).statusCode).toBe(200);
    }
  });
});
