import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION } from '../../commands/sheetWrites.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { OTHERS_VALUES } from './dealerValues.ts';

interface Data {
  elements: { config: { name: string; dealerEditable?: boolean } }[];
}

describe.each(TEST_DATABASES)(
  "a dealer's values kept on the server on $name",
  ({ name: database }) => {
    let demo: DemoApp;
    let copyIri = '';
    let dealerId = 0;

    beforeAll(async () => {
      demo = await demoApp(database);
      const admin = await demo.login('admin');
      const sheets = (
        await demo.app.inject({ url: '/api/sheets?itemsPerPage=100', headers: admin })
      ).json()['hydra:member'] as {
        name: string;
        regionalSheets: { '@id': string; region: string }[];
      }[];
      const reference = sheets.find((sheet) => sheet.name === 'Reference offer sheet');
      copyIri = reference?.regionalSheets.find((copy) => copy.region === 'cz')?.['@id'] ?? '';
      const users = (
        await demo.app.inject({ url: '/api/users?itemsPerPage=100', headers: admin })
      ).json()['hydra:member'] as { id: number; username: string }[];
      dealerId = users.find((user) => user.username === 'dealer.cz')?.id ?? 0;
    });

    afterAll(async () => {
      await demo?.close();
    });

    const url = () => `${copyIri}/dealer_values`;
    const read = async (username: string, query = '') =>
      demo.app.inject({ url: `${url()}${query}`, headers: await demo.login(username) });
    const save = async (username: string, payload: object) =>
      demo.app.inject({
        method: 'PUT',
        url: url(),
        headers: await demo.login(username),
        payload,
      });
    const contact = { 'Dealer contact': { text: '<p>Autohaus Praha, Vinohradská 1</p>' } };

    it('starts empty, saves, and gives the same values to every device; a stale save is refused', async () => {
      const first = await read('dealer.cz');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ version: 0, values: {}, dropped: [] });
      const saved = await save('dealer.cz', {
        version: 0,
        values: contact,
        selection: { 0: { 1: 2 } },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        version: 1,
        values: contact,
        selection: { 0: { 1: 2 } },
      });
      // Another device reads what the first saved.
      expect((await read('dealer.cz')).json()).toMatchObject({
        version: 1,
        values: contact,
        selection: { 0: { 1: 2 } },
      });
      // That device saved nothing in between, so its version 0 is stale now.
      const stale = await save('dealer.cz', { version: 0, values: {} });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()['hydra:description']).toBe(STALE_VERSION);
      const next = await save('dealer.cz', { version: 1, values: {} });
      expect(next.json()).toMatchObject({ version: 2, values: {} });
      await save('dealer.cz', { version: 2, values: contact });
    });

    it('takes only fields open to dealers, and texts that fit their box', async () => {
      const locked = await save('dealer.cz', {
        version: 3,
        values: { Headline: { text: '<p>Cheapest in town</p>' } },
      });
      expect(locked.statusCode).toBe(400);
      expect(locked.json()['hydra:description']).toContain("'Headline'");
      const huge = await save('dealer.cz', {
        version: 3,
        values: { 'Dealer contact': { text: `<p>${'Praha '.repeat(1500)}</p>` } },
      });
      expect(huge.statusCode).toBe(400);
      // A selection is kept per page: a flat group -> variant map is refused with the shape.
      const flat = await save('dealer.cz', { version: 3, values: {}, selection: { 1: 2 } });
      expect(flat.statusCode).toBe(400);
      expect(flat.json()['hydra:description']).toContain('{"0": {"1": 4}}');
      expect((await read('dealer.cz')).json().version).toBe(3);
    });

    it("keeps each dealer's values to themselves; an admin reads them", async () => {
      expect((await read('dealer.pl')).statusCode).toBe(403);
      const other = await read('regionadmin.cz', `?user=${dealerId}`);
      expect(other.statusCode).toBe(403);
      expect(other.json()['hydra:description']).toBe(OTHERS_VALUES);
      expect((await read('regionadmin.cz')).json().values).toEqual({});
      const admin = await read('admin', `?user=/api/users/${dealerId}`);
      expect(admin.json()).toMatchObject({ values: contact, user: `/api/users/${dealerId}` });
      // Every sheet a dealer saved values for, for them and (read-only) for an admin.
      const list = async (username: string, query = '') =>
        demo.app.inject({
          url: `/api/dealer_values${query}`,
          headers: await demo.login(username),
        });
      const own = (await list('dealer.cz')).json();
      expect(own['hydra:totalItems']).toBe(1);
      expect(own['hydra:member'][0]).toMatchObject({
        sheet: copyIri,
        sheetName: 'Referenční nabídkový list',
        region: 'cz',
        values: contact,
      });
      expect((await list('admin', `?user=${dealerId}`)).json()['hydra:member'][0].values).toEqual(
        contact,
      );
      const refused = await list('dealer.pl', `?user=${dealerId}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()['hydra:description']).toBe(OTHERS_VALUES);
      expect((await list('dealer.pl')).json()['hydra:totalItems']).toBe(0);
    });

    it('tells the dealer which saved value the sheet no longer takes', async () => {
      const regionAdmin = await demo.login('regionadmin.cz');
      const copy = (await demo.app.inject({ url: copyIri, headers: regionAdmin })).json();
      const data = JSON.parse(copy.data) as Data;
      const field = data.elements.find((e) => e.config.name === 'Dealer contact');
      if (!field) throw new Error('the reference sheet has a dealer contact field');
      field.config.dealerEditable = false;
      const saved = await demo.app.inject({
        method: 'PUT',
        url: copyIri,
        headers: regionAdmin,
        payload: { version: copy.version, data: JSON.stringify(data) },
      });
      expect(saved.statusCode).toBe(200);
      const values = (await read('dealer.cz')).json();
      expect(values.values).toEqual({});
      expect(values.dropped).toEqual([
        { element: 'Dealer contact', reason: 'notEditable', value: contact['Dealer contact'] },
      ]);
    });
  },
);
