import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseSheetData, type SheetData } from '@pms/sheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { CSV_TYPE, multipart as importForm, templateData } from '../test/importSupport.ts';
import { TEST_DATABASES } from '../test/testApp.ts';
import { multipart } from '../test/uploadTesting.ts';
import { overflowingTexts } from '../translations/overflowing.ts';
import { measureRooms } from '../translations/room.ts';
import { sheetTexts } from '../translations/texts.ts';
import { sheetLayoutFonts, sheetLayoutFontsFor } from './sheetFonts.ts';

// DejaVu Sans Mono stands in for a wide brand font: an "i" takes 0.6 em, in Noto Sans 0.26.
const require = createRequire(import.meta.url);
const dejavu = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const font = (file: string) => new Uint8Array(readFileSync(join(dejavu, file)));
const MONO = font('DejaVuSansMono.ttf');
const SERIF = font('DejaVuSerif.ttf');

/** Fits the template's 80 pt price box on one line in Noto Sans, needs two in the mono. */
const NARROW_IN_NOTO = 'iiii iiii iiii iiii';

const box = (top: number, height = 40, width = 300) => ({ left: 40, top, width, height });

describe.each(TEST_DATABASES)('the fonts a sheet is set in, on $name', ({ name: database }) => {
  let demo: DemoApp;
  let wide: { '@id': string; fontFamily: string };
  let serif: { '@id': string; fontFamily: string };
  const scratch = mkdtempSync(join(tmpdir(), 'pms-sheet-fonts-'));

  async function family(name: string, bytes: Uint8Array) {
    const headers = await demo.login('admin');
    const created = await demo.app.inject({
      method: 'POST',
      url: '/api/font_families',
      headers,
      payload: { name },
    });
    expect(created.statusCode, created.body).toBe(201);
    const form = await multipart([{ name: `${name}.ttf`, bytes }], {});
    const uploaded = await demo.app.inject({
      method: 'POST',
      url: `${created.json()['@id']}/faces`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    return created.json();
  }

  beforeAll(async () => {
    demo = await demoApp(database);
    wide = await family('Wide Mono', MONO);
    serif = await family('Element Serif', SERIF);
    const assigned = await demo.app.inject({
      method: 'PUT',
      url: '/api/ci_fonts/bmw',
      headers: await demo.login('admin'),
      payload: { family: wide['@id'] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  });

  afterAll(async () => {
    await demo?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  async function saveSheet(name: string, data: object): Promise<string> {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: await demo.login('admin'),
      payload: { name, category: 1, data: JSON.stringify(data) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()['@id'];
  }

  it("warns of an imported value that overflows in the ci's brand font, though it fits in Noto Sans", async () => {
    const warnings = async (ci: string) => {
      const template = await saveSheet(`Template ${ci}`, { ...templateData(), ci });
      const body = importForm(
        { template, category: '/api/categories/1', name: `Import ${ci}` },
        { name: 'prices.csv', type: CSV_TYPE, bytes: `Price\r\n${NARROW_IN_NOTO}\r\n` },
      );
      const response = await demo.app.inject({
        method: 'POST',
        url: '/api/imports',
        headers: { ...(await demo.login('admin')), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().report.warnings as string[];
    };
    const overflow = expect.stringMatching(/^The text of "Price" would overflow its box by \d+ pt/);
    expect(await warnings('bmw')).toContainEqual(overflow);
    expect(await warnings('mini')).not.toContainEqual(overflow);
  });

  it("reports a translation's overflow and a box's room as set in the ci's brand font", async () => {
    const data = parseSheetData({
      ...templateData(),
      elements: [
        {
          id: 2,
          type: 'p',
          config: { name: 'Price', text: NARROW_IN_NOTO, style: box(100, 16, 80) },
          variants: [],
        },
      ],
      additional_pages: [],
    }) as SheetData;
    const brand = await sheetLayoutFontsFor(demo.app, data, null);
    const open = sheetLayoutFonts(null);
    expect(brand.family).toBe(wide.fontFamily);
    expect((await overflowingTexts(data, ['Price'], brand)).overflowing).toHaveLength(1);
    expect((await overflowingTexts(data, ['Price'], open)).overflowing).toHaveLength(0);
    const room = async (fonts: typeof open) =>
      (await measureRooms(data, sheetTexts(data), new Map(), fonts)).get('Price')?.characters ?? 0;
    const [inBrand, inNoto] = [await room(brand), await room(open)];
    // Mono's letters of the source are about twice as wide: about half the room.
    expect(inBrand).toBeGreaterThan(0);
    expect(inBrand).toBeLessThan(inNoto * 0.7);
  });

  function pdfFonts(bytes: Uint8Array): string[] {
    const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, bytes);
    return execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2, -1);
  }

  const exportPdf = async (sheet: string) => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: await demo.login('admin'),
      payload: { sheet, format: 'pdf', pdf: 'print', page: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  const twoFamilies = (fontFamily: string) => ({
    schemaVersion: 2,
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: { name: 'Own family', text: 'Serif text', fontFamily, style: box(40) },
        variants: [],
      },
      {
        id: 2,
        type: 'ul',
        config: { name: 'Ci family', items: ['Mono text'], style: box(100) },
        variants: [],
      },
    ],
    variant_groups: [],
    variants: [],
    additional_pages: [],
    connected_groups: [],
  });

  it("embeds an element's own family beside the ci's, each as a subset", async () => {
    const response = await exportPdf(
      await saveSheet('Two families', twoFamilies(serif.fontFamily)),
    );
    const fonts = pdfFonts(response.rawPayload);
    for (const name of ['DejaVuSerif', 'DejaVuSansMono']) {
      const lines = fonts.filter((line) => line.includes(name));
      expect(lines.length, `${name} in ${fonts.join('\n')}`).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatch(/\+DejaVu.*\byes\s+yes\s+yes\b/);
    }
    const preflight = JSON.parse(String(response.headers['x-preflight']));
    expect(preflight.findings).not.toContainEqual(
      expect.objectContaining({ check: 'familyMissing' }),
    );
  });

  it("sets an element whose family is gone in the ci's family, with a preflight warning", async () => {
    const response = await exportPdf(await saveSheet('Gone family', twoFamilies('brand-999999')));
    const fonts = pdfFonts(response.rawPayload);
    expect(fonts.some((line) => line.includes('DejaVuSerif'))).toBe(false);
    expect(fonts.some((line) => line.includes('DejaVuSansMono'))).toBe(true);
    const preflight = JSON.parse(String(response.headers['x-preflight']));
    expect(preflight.findings).toContainEqual(
      expect.objectContaining({
        check: 'familyMissing',
        severity: 'warning',
        family: 'brand-999999',
        elementName: 'Own family',
      }),
    );
  });

  it('refuses a font family that is no family id, with a message', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: await demo.login('admin'),
      payload: { name: 'Bad family', category: 1, data: JSON.stringify(twoFamilies('Comic Sans')) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('fontFamily must be');
  });

  it('names the families an element may be set in to every logged-in user, and to nobody else', async () => {
    expect((await demo.app.inject({ url: '/api/font_choices' })).statusCode).toBe(401);
    for (const username of ['admin', 'regionadmin.cz', 'dealer.cz']) {
      const response = await demo.app.inject({
        url: '/api/font_choices',
        headers: await demo.login(username),
      });
      expect(response.statusCode, username).toBe(200);
      const members = response.json()['hydra:member'];
      expect(members).toContainEqual(
        expect.objectContaining({ name: 'Wide Mono', fontFamily: wide.fontFamily }),
      );
      expect(members).toContainEqual(
        expect.objectContaining({ name: 'Element Serif', fontFamily: serif.fontFamily }),
      );
      // Its JSON-LD context exists and defines the members' terms.
      const context = await demo.app.inject({ url: response.json()['@context'] });
      expect(context.statusCode, username).toBe(200);
      expect(Object.keys(context.json()['@context'])).toEqual(
        expect.arrayContaining(['name', 'fontFamily', 'faceUrls']),
      );
    }
  });
});
