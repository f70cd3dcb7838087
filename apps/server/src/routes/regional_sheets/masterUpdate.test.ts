import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_LOCKED } from '../../policies/sheetVisibility.ts';
import { MASTER_MOVED_ON } from '../../sheets/masterUpdate.ts';
import { TRANSLATIONS_OVERWRITTEN } from '../../sheets/translationGuard.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';

const MASTER = 'BMW 5 Series – business leasing';

interface Element {
  id: number;
  type: string;
  config: { name: string; text?: string; style: { top: number } };
}
interface Data {
  elements: Element[];
}

describe.each(TEST_DATABASES)(
  'a regional copy following its master on $name',
  ({ name: database }) => {
    let demo: DemoApp;
    let admin: { authorization: string };
    let regionAdmin: { authorization: string };
    let masterId = 0;
    let copyIri = '';

    beforeAll(async () => {
      demo = await demoApp(database);
      admin = await demo.login('admin');
      regionAdmin = await demo.login('regionadmin.cz');
      const sheets = (
        await demo.app.inject({ url: '/api/sheets?itemsPerPage=100', headers: regionAdmin })
      ).json()['hydra:member'] as {
        id: number;
        name: string;
        regionalSheets: { region: string }[];
      }[];
      const master = sheets.find((sheet) => sheet.name === MASTER);
      // The region admin reads this released master although no cz copy exists yet.
      expect(master?.regionalSheets.some((copy) => copy.region === 'cz')).toBe(false);
      masterId = master?.id ?? 0;
    });

    afterAll(async () => {
      await demo?.close();
    });

    const get = async (url: string, headers = regionAdmin) => demo.app.inject({ url, headers });
    const readCopy = async () => (await get(copyIri)).json();
    const readMaster = async () => (await get(`/api/sheets/${masterId}`, admin)).json();
    const texts = (data: Data) => data.elements.filter((e) => e.type === 'p');

    it('makes the copy from the master version it records', async () => {
      const master = await readMaster();
      const created = await demo.app.inject({
        method: 'POST',
        url: '/api/regional_sheets',
        headers: regionAdmin,
        payload: { master: `/api/sheets/${masterId}`, region: 'cz' },
      });
      expect(created.statusCode).toBe(201);
      copyIri = created.json()['@id'];
      expect(created.json().masterVersion).toBe(master.version);
      const copy = await readCopy();
      expect(copy).toMatchObject({
        masterVersion: master.version,
        latestMasterVersion: master.version,
        masterChanged: false,
        translation: { translated: 0 },
      });
      expect(copy.translation.total).toBeGreaterThan(2);

      // Renaming the master, or saving it unchanged, leaves its copies up to date.
      const renamed = await demo.app.inject({
        method: 'PUT',
        url: `/api/sheets/${masterId}`,
        headers: admin,
        payload: { version: master.version, name: `${MASTER} (2027)`, data: master.data },
      });
      expect(renamed.statusCode).toBe(200);
      expect(await readCopy()).toMatchObject({
        masterChanged: false,
        latestMasterVersion: master.version + 1,
      });
    });

    it("keeps translations through the master's change and the update from master", async () => {
      // The region admin translates the first two texts.
      const copy = await readCopy();
      const data = JSON.parse(copy.data) as Data;
      const [first, second, third] = texts(data);
      if (!first || !second || !third) throw new Error('the demo sheet has three texts');
      const english = { first: first.config.text, third: third.config.text };
      first.config.text = 'Služební leasing';
      second.config.text = 'Cena na dotaz';
      const translated = await demo.app.inject({
        method: 'PUT',
        url: copyIri,
        headers: regionAdmin,
        payload: { version: copy.version, data: JSON.stringify(data) },
      });
      expect(translated.statusCode).toBe(200);
      expect(translated.json().translation.translated).toBe(2);

      // The admin moves the first text and rewrites the third.
      const master = await readMaster();
      const masterData = JSON.parse(master.data) as Data;
      const [mFirst, , mThird] = texts(masterData);
      if (!mFirst || !mThird) throw new Error('the master has three texts');
      mFirst.config.style.top += 10;
      mThird.config.text = `${english.third} New.`;
      const saved = await demo.app.inject({
        method: 'PUT',
        url: `/api/sheets/${masterId}`,
        headers: admin,
        payload: { version: master.version, data: JSON.stringify(masterData) },
      });
      expect(saved.statusCode).toBe(200);

      const behind = await readCopy();
      expect(behind).toMatchObject({
        masterChanged: true,
        latestMasterVersion: master.version + 1,
      });
      // The master's list shows each copy's standing too (the Sheet Overview reads it there).
      const masters = (await get('/api/sheets?itemsPerPage=100', admin)).json()['hydra:member'] as {
        id: number;
        regionalSheets: { region: string }[];
      }[];
      const listed = masters
        .find((m) => m.id === masterId)
        ?.regionalSheets.find((c) => c.region === 'cz');
      expect(listed).toMatchObject({ masterChanged: true, translation: { translated: 2 } });
      const changes = (await get(`${copyIri}/master_changes`)).json();
      expect(changes.changes).toEqual(
        expect.arrayContaining([
          { kind: 'moved', element: first.config.name, page: 0 },
          { kind: 'text', element: third.config.name, page: 0 },
        ]),
      );
      expect(changes.changes).toHaveLength(2);

      // Sending the master's texts as the copy's is refused unless the request means it.
      const overwrite = (extra: object) =>
        demo.app.inject({
          method: 'PUT',
          url: copyIri,
          headers: regionAdmin,
          payload: { version: behind.version, data: JSON.stringify(masterData), ...extra },
        });
      const refused = await overwrite({});
      expect(refused.statusCode).toBe(409);
      expect(refused.json()['hydra:description']).toContain(`"${first.config.name}"`);
      expect(refused.json()['hydra:description']).toContain('overwriteTranslations');
      expect(refused.json().type).toBe(TRANSLATIONS_OVERWRITTEN);
      expect((await readCopy()).version).toBe(behind.version);

      // The preview shows the merge; nothing is saved by looking.
      const preview = (await get(`${copyIri}/master_update`)).json();
      expect(preview.kept).toEqual([first.config.name, second.config.name]);
      expect(preview.untranslated).toEqual([third.config.name]);
      const merged = texts(JSON.parse(preview.data) as Data);
      expect(merged[0]?.config.text).toBe('Služební leasing');
      expect(merged[0]?.config.style.top).toBe(mFirst.config.style.top);
      const savedThird = texts(JSON.parse(saved.json().data) as Data)[2];
      expect(merged[2]?.config.text).toBe(savedThird?.config.text);
      expect((await readCopy()).version).toBe(behind.version);

      // Saving with a master version the preview did not show is refused.
      const stale = await demo.app.inject({
        method: 'POST',
        url: `${copyIri}/master_update`,
        headers: regionAdmin,
        payload: { version: behind.version, masterVersion: preview.masterVersion - 1 },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()['hydra:description']).toBe(MASTER_MOVED_ON);

      const updated = await demo.app.inject({
        method: 'POST',
        url: `${copyIri}/master_update`,
        headers: regionAdmin,
        payload: { version: behind.version, masterVersion: preview.masterVersion },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        status: 'locked',
        masterVersion: preview.masterVersion,
        masterChanged: false,
        translation: { translated: 2 },
      });
      expect(JSON.parse(updated.json().data)).toEqual(JSON.parse(preview.data));

      // The state before the update stays a revision; restoring it brings back its base too.
      const revisions = (await get(`${copyIri}/revisions`)).json()['hydra:member'] as {
        version: number;
      }[];
      expect(revisions.map((r) => r.version)).toContain(behind.version);
      const restored = await demo.app.inject({
        method: 'POST',
        url: `${copyIri}/revisions/${behind.version}/restore`,
        headers: regionAdmin,
        payload: { version: updated.json().version },
      });
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({
        masterVersion: behind.masterVersion,
        masterChanged: true,
      });
      expect(texts(JSON.parse(restored.json().data) as Data)[0]?.config.style.top).toBe(
        first.config.style.top,
      );
    });

    it('shows none of it to dealers, and the overwrite flag replaces translations', async () => {
      const dealer = await demo.login('dealer.cz');
      // The copy is locked: a dealer of the region does not see it at all.
      expect((await get(`${copyIri}/master_changes`, dealer)).statusCode).toBe(404);
      expect((await get(`${copyIri}/master_update`, dealer)).statusCode).toBe(404);
      const copy = await readCopy();
      const master = await readMaster();
      const replaced = await demo.app.inject({
        method: 'PUT',
        url: copyIri,
        headers: regionAdmin,
        payload: { version: copy.version, data: master.data, overwriteTranslations: true },
      });
      expect(replaced.statusCode).toBe(200);
      const textsOf = (data: string) => texts(JSON.parse(data) as Data).map((e) => e.config.text);
      expect(textsOf(replaced.json().data)).toEqual(textsOf(master.data));
    });

    it('keeps a locked master to admins: no changes, no preview, no update, no guessing', async () => {
      const master = await readMaster();
      const locked = await demo.app.inject({
        method: 'PUT',
        url: `/api/sheets/${masterId}`,
        headers: admin,
        payload: { version: master.version, status: 'locked' },
      });
      expect(locked.statusCode).toBe(200);
      // Read by the admin: the region admin's cached answer may be one from before the lock.
      const copy = (await get(copyIri, admin)).json();
      expect(copy.masterChanged).toBe(true);
      for (const route of ['master_changes', 'master_update']) {
        const refused = await get(`${copyIri}/${route}`);
        expect(refused.statusCode, route).toBe(403);
        expect(refused.json()['hydra:description']).toBe(MASTER_LOCKED);
        expect((await get(`${copyIri}/${route}`, admin)).statusCode, route).toBe(200);
      }
      const update = await demo.app.inject({
        method: 'POST',
        url: `${copyIri}/master_update`,
        headers: regionAdmin,
        payload: { version: copy.version, masterVersion: locked.json().version },
      });
      expect(update.statusCode).toBe(403);

      // The guard against overwriting translations answers from the base version only: a
      // refusal for the locked master's text would confirm a guess of it.
      const data = JSON.parse(copy.data) as Data;
      const third = texts(data)[2];
      // The master's third text got " New." after the copy's base version (the test above),
      // which the save stores as a paragraph of its own.
      const lockedThird = texts(JSON.parse(locked.json().data) as Data)[2]?.config.text;
      const added = '<p> New.</p>';
      if (!third || !lockedThird?.endsWith(added)) throw new Error('the sheet has three texts');
      const baseThird = lockedThird.slice(0, -added.length);
      const save = async (text: string, version: number) => {
        third.config.text = text;
        return demo.app.inject({
          method: 'PUT',
          url: copyIri,
          headers: regionAdmin,
          payload: { version, data: JSON.stringify(data) },
        });
      };
      const translated = await save('Nový text', copy.version);
      expect(translated.statusCode).toBe(200);
      // The update was refused, and the region admin sees no change to follow.
      expect(translated.json()).toMatchObject({
        version: copy.version + 1,
        masterChanged: false,
        latestMasterVersion: copy.masterVersion,
      });
      expect((await save(baseThird, translated.json().version)).statusCode).toBe(409);
      expect((await save(lockedThird, translated.json().version)).statusCode).toBe(200);
    });

    it("counts a copy's translations without the locked master's new texts", async () => {
      // The master is locked (the test above). The admin gives it a text the copy's base lacks.
      const master = await readMaster();
      const masterData = JSON.parse(master.data) as Data;
      const secret = 'Launch price 19,990 EUR';
      const withText = (data: Data, text: string) => {
        const [template] = texts(data);
        if (!template) throw new Error('the sheet has no text');
        const id = Math.max(...data.elements.map((element) => element.id)) + 1;
        const element = structuredClone(template) as Element & { id: number };
        element.id = id;
        element.config.name = 'Launch price';
        element.config.text = text;
        return JSON.stringify({ ...data, elements: [...data.elements, element] });
      };
      const gained = await demo.app.inject({
        method: 'PUT',
        url: `/api/sheets/${masterId}`,
        headers: admin,
        payload: { version: master.version, data: withText(masterData, secret) },
      });
      expect(gained.statusCode).toBe(200);
      expect(gained.json().status).toBe('locked');
      // The region admin adds the same element twice, guessing its text right, then wrong: the
      // count must not tell the two apart.
      const translatedWith = async (text: string) => {
        const copy = (await get(copyIri)).json();
        const saved = await demo.app.inject({
          method: 'PUT',
          url: copyIri,
          headers: regionAdmin,
          payload: {
            version: copy.version,
            data: withText(JSON.parse(copy.data) as Data, text),
          },
        });
        expect(saved.statusCode).toBe(200);
        const counted = saved.json().translation.translated as number;
        // Back to the copy without it, for the next guess.
        const restored = await demo.app.inject({
          method: 'PUT',
          url: copyIri,
          headers: regionAdmin,
          payload: { version: saved.json().version, data: copy.data },
        });
        expect(restored.statusCode).toBe(200);
        return counted;
      };
      expect(await translatedWith(secret)).toBe(await translatedWith('A wrong guess'));
    });
  },
);
