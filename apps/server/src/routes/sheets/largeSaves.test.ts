import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INLINE_INPUT_BYTES } from '../../render/inputTasks.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';

/** A valid sheet of `count` text elements: about 300 bytes of JSON text each. */
function sheetOf(count: number, text = 'Winter offer') {
  return {
    schemaVersion: 1,
    ci: 'bmw',
    sticky: false,
    elements: Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      type: 'p',
      variants: [],
      config: {
        name: `Text ${i + 1}`,
        dealerEditable: false,
        text: `<p>${text} ${i + 1}<script>alert(1)</script></p>`,
        style: { position: 'absolute', left: 40, top: 40, width: 300, height: 60 },
      },
    })),
    variants: [],
    variant_groups: [],
    additional_pages: [],
    connected_groups: [],
  };
}

/**
 * An answer as it compares with another: without its signed thumbnail link (which differs from
 * one signing to the next), and with its data parsed (the database keeps JSON in its own order).
 */
function comparable({ thumbnail: _, data, ...answer }: Record<string, unknown>) {
  return { ...answer, data: JSON.parse(String(data)) };
}

/** Enough elements for JSON text beyond what a save reads in the request's own thread. */
const LARGE = Math.ceil(INLINE_INPUT_BYTES / 200);

describe.each(TEST_DATABASES)('large sheet saves on $name', ({ name: database }) => {
  let demo: DemoApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    demo = await demoApp(database);
    admin = await demo.login('admin');
  });

  afterAll(async () => {
    await demo?.close();
  });

  /** The kinds of input task a request handed to the render pool. */
  async function inputTasksOf<T>(request: () => Promise<T>): Promise<[T, string[]]> {
    const spy = vi.spyOn(demo.app.renderer, 'runInput');
    try {
      const answer = await request();
      return [answer, spy.mock.calls.map(([task]) => task.kind)];
    } finally {
      spy.mockRestore();
    }
  }

  it('reads, sanitizes, compares and stores large data in the render pool, as a small save would', async () => {
    const text = JSON.stringify(sheetOf(LARGE));
    expect(text.length).toBeGreaterThan(INLINE_INPUT_BYTES);
    const [created, createTasks] = await inputTasksOf(() =>
      demo.app.inject({
        method: 'POST',
        url: '/api/sheets',
        headers: admin,
        payload: { name: 'Large', category: '/api/categories/2', data: text },
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(createTasks).toEqual(['jsonBody', 'sheetData']);
    const sheet = created.json();
    const stored = JSON.parse(
      (await demo.app.inject({ url: sheet['@id'], headers: admin })).json().data,
    );
    expect(stored.elements).toHaveLength(LARGE);
    expect(stored.elements[LARGE - 1].config.text).toBe(`<p>Winter offer ${LARGE}</p>`);

    const [saved, saveTasks] = await inputTasksOf(() =>
      demo.app.inject({
        method: 'PUT',
        url: sheet['@id'],
        headers: admin,
        payload: { version: sheet.version, data: JSON.stringify(sheetOf(LARGE, 'Summer offer')) },
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saveTasks).toEqual(['jsonBody', 'sheetData', 'masterChanged']);
    expect(JSON.parse(saved.json().data).elements[0].config.text).toBe('<p>Summer offer 1</p>');
    // Its answer is put together from the thread's text, and says what a read of it says.
    expect(saved.headers['content-type']).toBe('application/json; charset=utf-8');
    const read = await demo.app.inject({ url: sheet['@id'], headers: admin });
    expect(comparable(saved.json())).toEqual(comparable(read.json()));
    const revisions = await demo.app.inject({ url: `${sheet['@id']}/revisions`, headers: admin });
    expect(revisions.json()['hydra:totalItems']).toBe(2);
  });

  it('names the path of a problem in large data as it does in small data, and stores nothing', async () => {
    const broken = (count: number) => {
      const data = sheetOf(count);
      (data.elements[count - 1]?.config.style as Record<string, unknown>).width = 'wide';
      return JSON.stringify(data);
    };
    const save = (data: string) =>
      demo.app.inject({
        method: 'POST',
        url: '/api/sheets',
        headers: admin,
        payload: { name: 'Broken', category: '/api/categories/2', data },
      });
    const [large, tasks] = await inputTasksOf(() => save(broken(LARGE)));
    const small = await save(broken(1));
    expect(tasks).toEqual(['jsonBody', 'sheetData']);
    expect(large.statusCode).toBe(400);
    expect(large.json()['hydra:description']).toBe(
      small.json()['hydra:description'].replace('elements[0]', `elements[${LARGE - 1}]`),
    );
    expect(large.json()['hydra:description']).toContain(
      `data.elements[${LARGE - 1}].config.style.width`,
    );
  });
  it('checks and parses a large body in the render pool, refusing it as a small one', async () => {
    const post = (payload: string) =>
      demo.app.inject({
        method: 'POST',
        url: '/api/sheets',
        headers: { ...admin, 'content-type': 'application/json' },
        payload,
      });
    const padding = 'x'.repeat(300 * 1024);
    const cases = {
      'not JSON': [`{"name": "${padding}"`, '{"name": "x"'],
      'a NUL': [JSON.stringify({ name: `${padding}\u0000` }), JSON.stringify({ name: 'x\u0000' })],
      'too deep': [
        `{"details":"${padding}","name":${'['.repeat(70)}${']'.repeat(70)}}`,
        `{"name":${'['.repeat(70)}${']'.repeat(70)}}`,
      ],
    };
    for (const [what, [large, small]] of Object.entries(cases)) {
      const [refused, tasks] = await inputTasksOf(() => post(large ?? ''));
      const inline = await post(small ?? '');
      expect(tasks, what).toEqual(['jsonBody']);
      expect(refused.statusCode, what).toBe(400);
      expect(refused.json()['hydra:description'], what).toBe(inline.json()['hydra:description']);
    }
  });
  it("counts and guards a large copy's translations in the render pool, as a small save would", async () => {
    const master = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: admin,
      payload: {
        name: 'Large master',
        category: '/api/categories/2',
        data: JSON.stringify(sheetOf(LARGE)),
      },
    });
    expect(master.statusCode).toBe(201);
    const copy = await demo.app.inject({
      method: 'POST',
      url: '/api/regional_sheets',
      headers: admin,
      payload: { master: master.json()['@id'], region: 'hu' },
    });
    expect(copy.statusCode).toBe(201);
    // Every text translated: the count says so, and the guard finds nothing overwritten.
    const translated = JSON.stringify(sheetOf(LARGE, 'Téli ajánlat'));
    const [saved, tasks] = await inputTasksOf(() =>
      demo.app.inject({
        method: 'PUT',
        url: copy.json()['@id'],
        headers: admin,
        payload: { version: copy.json().version, data: translated },
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(tasks).toEqual([
      'jsonBody',
      'sheetData',
      'overwrittenTranslations',
      'translationProgress',
    ]);
    expect(saved.json().translation).toEqual({ translated: LARGE, total: LARGE });
    const read = await demo.app.inject({ url: copy.json()['@id'], headers: admin });
    expect(comparable(saved.json())).toEqual(comparable(read.json()));
    expect(JSON.parse(saved.json().data).elements).toHaveLength(LARGE);
    // Putting the master's texts back over the translations is refused, as for a small copy.
    const [refused, guarded] = await inputTasksOf(() =>
      demo.app.inject({
        method: 'PUT',
        url: copy.json()['@id'],
        headers: admin,
        payload: { version: saved.json().version, data: JSON.stringify(sheetOf(LARGE)) },
      }),
    );
    expect(guarded).toEqual(['jsonBody', 'sheetData', 'overwrittenTranslations']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()['hydra:description']).toContain(`${LARGE} translated texts`);
  });
  it.each([
    ['small', 1],
    ['large', LARGE],
  ])(
    "guards and counts a %s copy against a locked master's base, not its new texts",
    async (_, count) => {
      const regionAdmin = await demo.login('regionadmin.cz');
      const put = (url: string, headers: object, payload: object) =>
        demo.app.inject({ method: 'PUT', url, headers: { ...headers }, payload });
      const master = await demo.app.inject({
        method: 'POST',
        url: '/api/sheets',
        headers: admin,
        payload: {
          name: `Locked later ${count}`,
          category: '/api/categories/2',
          status: 'unlocked',
          data: JSON.stringify(sheetOf(count)),
        },
      });
      const copy = await demo.app.inject({
        method: 'POST',
        url: '/api/regional_sheets',
        headers: admin,
        payload: { master: master.json()['@id'], region: 'cz' },
      });
      const translated = await put(copy.json()['@id'], regionAdmin, {
        version: copy.json().version,
        data: JSON.stringify(sheetOf(count, 'Zimní nabídka')),
      });
      expect(translated.statusCode).toBe(200);
      // The master gets new texts and is locked: the region admin may not learn them.
      const locked = await put(master.json()['@id'], admin, {
        version: master.json().version,
        status: 'locked',
        data: JSON.stringify(sheetOf(count, 'Summer offer')),
      });
      expect(locked.statusCode).toBe(200);
      // Sending the locked master's new texts over the translations: only the base guards, and
      // only the base counts, so this is a save of translated texts like any other.
      const guessed = await put(copy.json()['@id'], regionAdmin, {
        version: translated.json().version,
        data: JSON.stringify(sheetOf(count, 'Summer offer')),
      });
      expect(guessed.statusCode).toBe(200);
      expect(guessed.json().translation).toEqual({ translated: count, total: count });
      // The base's texts still are guarded.
      const original = await put(copy.json()['@id'], regionAdmin, {
        version: guessed.json().version,
        data: JSON.stringify(sheetOf(count)),
      });
      expect(original.statusCode).toBe(409);
    },
  );
});
