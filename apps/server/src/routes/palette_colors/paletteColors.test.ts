import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionalSheets, sheets } from '../../db/schema/index.ts';
import { DUPLICATE_PALETTE_COLOR, STALE_PALETTE_COLOR } from '../../palettes/paletteWrites.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { NOT_ALLOWED_PALETTES } from './paletteColors.ts';

interface Color {
  '@id': string;
  id: number;
  ci: string;
  name: string;
  cyan: number;
  spotName: string | null;
  color: string;
  version: number;
}

describe.each(TEST_DATABASES)('brand palettes on $name', ({ name: database }) => {
  let demo: DemoApp;
  let base = '';
  const scratch = mkdtempSync(join(tmpdir(), 'pms-palette-'));

  beforeAll(async () => {
    demo = await demoApp(database);
    // Over real HTTP, as the designer and admin page ask.
    base = await demo.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await demo?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  async function call(username: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(await demo.login(username)),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  }

  const members = async (username: string, query = '') =>
    (await call(username, 'GET', `/api/palette_colors${query}`)).json['hydra:member'] as Color[];

  it('gives the demo distinct BMW and MINI palettes, readable by every role', async () => {
    for (const username of ['admin', 'regionadmin.cz', 'dealer.cz']) {
      const bmw = await members(username, '?ci=bmw');
      const mini = await members(username, '?ci=MINI');
      expect(bmw.map((color) => color.name)).toContain('BMW Blue');
      expect(mini.map((color) => color.name)).toContain('MINI Chili Red');
      expect(bmw.every((color) => color.ci === 'bmw')).toBe(true);
      expect(mini.every((color) => color.ci === 'mini')).toBe(true);
      const values = (list: Color[]) => new Set(list.map((color) => color.color.slice(8)));
      const shared = [...values(bmw)].filter((value) => values(mini).has(value));
      expect(shared).toEqual([]);
    }
    const blue = (await members('dealer.cz', '?ci=bmw')).find((color) => color.name === 'BMW Blue');
    expect(blue?.spotName).toBe('PANTONE 2945 C');
    expect(blue?.color).toBe(`palette(${blue?.id} spot("PANTONE 2945 C" 1 0.45 0 0.14))`);
  });

  it('lets admins add, change and delete colours, and no one else', async () => {
    const body = { ci: 'bmw', name: 'Test Orange', cyan: 0, magenta: 50, yellow: 100, black: 0 };
    for (const username of ['regionadmin.cz', 'dealer.cz']) {
      const refused = await call(username, 'POST', '/api/palette_colors', body);
      expect(refused.status).toBe(403);
      expect(refused.json['hydra:description']).toBe(NOT_ALLOWED_PALETTES);
    }
    const created = await call('admin', 'POST', '/api/palette_colors', body);
    expect(created.status).toBe(201);
    const color = created.json as Color;
    expect(color.color).toBe(`palette(${color.id} device-cmyk(0 0.5 1 0))`);

    const change = { ...body, name: 'Test Amber', cyan: 5, spotName: 'HKS 7 K', version: 1 };
    for (const username of ['regionadmin.cz', 'dealer.cz']) {
      expect((await call(username, 'PUT', color['@id'], change)).status).toBe(403);
      expect((await call(username, 'DELETE', color['@id'])).status).toBe(403);
    }
    const { ci: _ci, ...update } = change;
    const changed = await call('admin', 'PUT', color['@id'], update);
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ name: 'Test Amber', cyan: 5, spotName: 'HKS 7 K' });
    expect(changed.json.color).toBe(`palette(${color.id} spot("HKS 7 K" 0.05 0.5 1 0))`);

    const stale = await call('admin', 'PUT', color['@id'], update);
    expect(stale.status).toBe(409);
    expect(stale.json['hydra:description']).toBe(STALE_PALETTE_COLOR);
    const duplicate = await call('admin', 'POST', '/api/palette_colors', {
      ...body,
      name: 'BMW Blue',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json['hydra:description']).toBe(DUPLICATE_PALETTE_COLOR);
    // The same name in another brand is another colour.
    const other = await call('admin', 'POST', '/api/palette_colors', { ...body, ci: 'mini' });
    expect(other.status).toBe(201);

    expect((await call('admin', 'DELETE', color['@id'])).status).toBe(204);
    expect((await call('admin', 'DELETE', color['@id'])).status).toBe(404);
    expect((await call('admin', 'DELETE', (other.json as Color)['@id'])).status).toBe(204);
  });

  it('refuses values a brand manual cannot have, saying what is expected', async () => {
    const body = { ci: 'bmw', name: 'Bad', cyan: 0, magenta: 0, yellow: 0, black: 0 };
    for (const [change, words] of [
      [{ cyan: 120 }, 'percentage from 0 to 100'],
      [{ spotName: 'PANTONE "300" C' }, 'no quotation marks'],
      [{ name: '' }, 'name for the colour'],
      [{ ci: 'BMW Group!' }, 'brand identifier'],
    ] as const) {
      const refused = await call('admin', 'POST', '/api/palette_colors', { ...body, ...change });
      expect(refused.status).toBe(400);
      expect(refused.json['hydra:description']).toContain(words);
    }
  });

  it('prints a sheet’s palette colour as the palette gives it now, the spot ink as a Separation', async () => {
    const bmw = await members('admin', '?ci=bmw');
    const blue = bmw.find((color) => color.name === 'BMW Blue');
    if (!blue) throw new Error('no BMW Blue');
    const list = (await call('admin', 'GET', '/api/sheets?itemsPerPage=100')).json[
      'hydra:member'
    ] as { '@id': string; id: number; name: string }[];
    const sheet = list.find((row) => row.name === 'BMW 5 Series – business leasing');
    if (!sheet) throw new Error('no leasing sheet');
    // The sheet stored the colour when it was still C 90: the export follows the palette.
    const [row] = await demo.app.db.select().from(sheets).where(eq(sheets.id, sheet.id));
    const stored = JSON.stringify(row?.data).replaceAll(
      '"#1c69d4"',
      `"palette(${blue.id} spot(\\"PANTONE 2945 C\\" 0.9 0.45 0 0.14))"`,
    );
    expect(stored).toContain('palette(');
    await demo.app.db
      .update(sheets)
      .set({ data: JSON.parse(stored) })
      .where(eq(sheets.id, sheet.id));

    const exported = await fetch(`${base}/api/exports`, {
      method: 'POST',
      headers: { ...(await demo.login('admin')), 'content-type': 'application/json' },
      body: JSON.stringify({ sheet: sheet['@id'], format: 'pdf' }),
    });
    expect(exported.status).toBe(200);
    const file = join(scratch, `${database}.pdf`);
    writeFileSync(file, new Uint8Array(await exported.arrayBuffer()));
    const objects = execFileSync('mutool', ['show', file, 'grep'], { encoding: 'latin1' });
    expect(objects).toContain('/Separation/PANTONE#202945#20C/DeviceCMYK');
    expect(objects).toMatch(/\/C1\[1 \.45 0 \.14\]/);
    expect(objects).not.toMatch(/\/C1\[\.9 /);
    execFileSync('gs', [
      '-q',
      '-dNOPAUSE',
      '-dBATCH',
      '-sDEVICE=tiffsep',
      '-r20',
      `-sOutputFile=${scratch}/p.tif`,
      file,
    ]);
    expect(execFileSync('ls', [scratch], { encoding: 'utf8' })).toContain('p(PANTONE 2945 C).tif');
  });

  it('has the MINI sheets and their copies say MINI where the BMW sheets say BMW', async () => {
    const [mini] = await demo.app.db
      .select()
      .from(sheets)
      .where(eq(sheets.name, 'MINI Cooper – winter complete wheels'));
    if (!mini) throw new Error('no MINI sheet');
    const copies = await demo.app.db
      .select()
      .from(regionalSheets)
      .where(eq(regionalSheets.masterId, mini.id));
    expect(copies.map((copy) => copy.region).sort()).toEqual(['cz', 'pl']);
    const texts = [mini, ...copies].map((row) => JSON.stringify(row.data));
    for (const text of texts) expect(text).not.toMatch(/BMW/);
    expect(texts[0]).toContain('Star-marked: developed for your MINI');
    const byRegion = new Map(copies.map((copy) => [copy.region, JSON.stringify(copy.data)]));
    expect(byRegion.get('cz')).toContain('S hvězdičkou: vyvinuto pro vaše MINI');
    expect(byRegion.get('pl')).toContain('Gwiazdka: stworzone dla Twojego MINI');
  });
});
