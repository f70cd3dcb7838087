import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontFileRevisions, fontFiles } from '../../db/schema/index.ts';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { multipart, noise } from '../../test/uploadTesting.ts';
import { FONT_PROBLEMS, NOT_ALLOWED_FONTS } from './fontMessages.ts';

// DejaVu Serif stands in for a brand font: no open family of the engine is a serif.
const require = createRequire(import.meta.url);
const dejavu = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const font = (file: string) => new Uint8Array(readFileSync(join(dejavu, file)));
const SERIF = {
  regular: font('DejaVuSerif.ttf'),
  bold: font('DejaVuSerif-Bold.ttf'),
  italic: font('DejaVuSerif-Italic.ttf'),
  boldItalic: font('DejaVuSerif-BoldItalic.ttf'),
};
/** Has Latin and most Greek, but no Cyrillic. */
const MATH = font('DejaVuMathTeXGyre.ttf');
const ICONS = new Uint8Array(
  readFileSync(
    join(
      dirname(require.resolve('playwright-core/package.json')),
      'lib/vite/recorder/assets/codicon-DCmgc-ay.ttf',
    ),
  ),
);

describe.each(TEST_DATABASES)('brand fonts on $name', ({ name: database }) => {
  let demo: DemoApp;
  const scratch = mkdtempSync(join(tmpdir(), 'pms-fonts-'));

  beforeAll(async () => {
    demo = await demoApp(database);
  });

  afterAll(async () => {
    await demo?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const as = (username: string) => demo.login(username);

  async function createFamily(name: string, username = 'admin') {
    return demo.app.inject({
      method: 'POST',
      url: '/api/font_families',
      headers: await as(username),
      payload: { name },
    });
  }

  async function upload(
    familyIri: string,
    bytes: Uint8Array,
    fileName: string,
    fields = {},
    username = 'admin',
  ) {
    const form = await multipart([{ name: fileName, bytes }], fields);
    return demo.app.inject({
      method: 'POST',
      url: `${familyIri}/faces`,
      headers: { ...(await as(username)), ...form.headers },
      payload: form.payload,
    });
  }

  async function storedFaces(): Promise<number> {
    const [row] = await demo.app.db.select({ n: count() }).from(fontFiles);
    return row?.n ?? 0;
  }

  function pdfFonts(bytes: Uint8Array): string[] {
    const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, bytes);
    return execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2, -1);
  }

  it('lets only admins manage fonts: region admins and dealers get 403, and nothing is written', async () => {
    for (const username of ['regionadmin.cz', 'dealer.cz']) {
      const created = await createFamily(`Not mine ${username}`, username);
      expect(created.statusCode).toBe(403);
      expect(created.json()['hydra:description']).toBe(NOT_ALLOWED_FONTS);
      const list = await demo.app.inject({
        url: '/api/font_families',
        headers: await as(username),
      });
      expect(list.statusCode).toBe(403);
      const assign = await demo.app.inject({
        method: 'PUT',
        url: '/api/ci_fonts/bmw',
        headers: await as(username),
        payload: { family: null },
      });
      expect(assign.statusCode).toBe(403);
    }
    const family = (await createFamily('Permission check')).json()['@id'] as string;
    for (const username of ['regionadmin.cz', 'dealer.cz']) {
      const headers = await as(username);
      expect((await upload(family, SERIF.regular, 'serif.ttf', {}, username)).statusCode).toBe(403);
      expect((await demo.app.inject({ url: family, headers })).statusCode).toBe(403);
      expect((await demo.app.inject({ method: 'DELETE', url: family, headers })).statusCode).toBe(
        403,
      );
      expect(
        (await demo.app.inject({ method: 'DELETE', url: `${family}/faces/regular`, headers }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await demo.app.inject({
            method: 'POST',
            url: `${family}/revisions/1/restore`,
            headers,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(await storedFaces()).toBe(0);
    const anonymous = await demo.app.inject({ url: '/api/font_families' });
    expect(anonymous.statusCode).toBe(401);
    for (const [method, url] of [
      ['DELETE', family],
      ['POST', `${family}/revisions/1/restore`],
    ] as const) {
      expect((await demo.app.inject({ method, url })).statusCode).toBe(401);
    }
    const removed = await demo.app.inject({
      method: 'DELETE',
      url: family,
      headers: await as('admin'),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('refuses a broken or unusable file with its message and stores nothing', async () => {
    const family = (await createFamily('Broken files')).json()['@id'] as string;
    const before = (await demo.app.inject({ url: family, headers: await as('admin') })).json();
    const cases: [string, Uint8Array, string][] = [
      ['truncated.ttf', SERIF.regular.slice(0, 3000), FONT_PROBLEMS.unreadable],
      ['notes.ttf', new TextEncoder().encode('not a font at all'), FONT_PROBLEMS.unreadable],
      [
        'family.ttc',
        new Uint8Array([0x74, 0x74, 0x63, 0x66, 0, 2, 0, 0, 0, 0, 0, 0]),
        FONT_PROBLEMS.collection,
      ],
      ['codicon.ttf', ICONS, FONT_PROBLEMS.noLetters],
    ];
    for (const [name, bytes, message] of cases) {
      const response = await upload(family, bytes, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()['hydra:description'], name).toBe(message);
    }
    expect((await upload(family, SERIF.regular, 'serif.ttf', { face: 'heavy' })).statusCode).toBe(
      400,
    );
    // Over the 10 MB limit: refused while the body is read, before any font parsing.
    const huge = await upload(family, noise(10.5 * 1024 * 1024), 'huge.ttf');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()['hydra:description']).toBe('The file is too large; at most 10 MB.');
    expect(await storedFaces()).toBe(0);
    const after = (await demo.app.inject({ url: family, headers: await as('admin') })).json();
    expect(after.version).toBe(before.version);
    expect(after.faces).toEqual([]);
    await demo.app.inject({ method: 'DELETE', url: family, headers: await as('admin') });
  });

  it('lists the languages whose letters a font lacks when it is uploaded', async () => {
    const family = (await createFamily('Math')).json()['@id'] as string;
    const response = await upload(family, MATH, 'DejaVuMathTeXGyre.ttf');
    expect(response.statusCode, response.body).toBe(201);
    const face = response.json();
    expect(face.face).toBe('regular');
    expect(face.missingLanguages).toEqual(['bg', 'el']);
    expect(
      face.missing.find((entry: { language: string }) => entry.language === 'bg').letters,
    ).toContain('Ж');
    await demo.app.inject({ method: 'DELETE', url: family, headers: await as('admin') });
    expect(await storedFaces()).toBe(0);
  });

  it('sets letters the brand font lacks in Noto Sans, and the export preflight says so', async () => {
    const admin = await as('admin');
    const family = (await createFamily('No Cyrillic')).json();
    expect((await upload(family['@id'], MATH, 'DejaVuMathTeXGyre.ttf')).statusCode).toBe(201);
    const assign = await demo.app.inject({
      method: 'PUT',
      url: '/api/ci_fonts/fallback-test',
      headers: admin,
      payload: { family: family.id },
    });
    expect(assign.statusCode).toBe(200);
    // A demo sheet made over for that ci, with a Bulgarian word in its first text.
    const sheets = (
      await demo.app.inject({ url: '/api/sheets?itemsPerPage=100', headers: admin })
    ).json()['hydra:member'] as { '@id': string; name: string }[];
    const listed = sheets.find((sheet) => sheet.name.startsWith('BMW 3 Series'));
    const source = (await demo.app.inject({ url: listed?.['@id'] ?? '', headers: admin })).json();
    const data = JSON.parse(source.data);
    data.ci = 'fallback-test';
    const text = data.elements.find((element: { type: string }) => element.type === 'p');
    text.config.text = '<p>Winter Здравей</p>';
    const created = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: admin,
      payload: { name: 'Fallback test', category: source.category, data: JSON.stringify(data) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: admin,
      payload: { sheet: created.json()['@id'], format: 'pdf', pdf: 'screen', page: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preflight = JSON.parse(String(response.headers['x-preflight']));
    const fallback = preflight.findings.filter(
      (finding: { check: string }) => finding.check === 'fontFallback',
    );
    expect(fallback).toEqual([
      expect.objectContaining({ family: family.fontFamily, severity: 'warning' }),
    ]);
    // Both families are embedded: the brand's for the Latin, Noto Sans for the Cyrillic.
    const fonts = pdfFonts(response.rawPayload);
    expect(fonts.some((line) => line.includes('DejaVuMathTeXGyre'))).toBe(true);
    expect(fonts.some((line) => line.includes('NotoSans'))).toBe(true);
    await demo.app.inject({
      method: 'PUT',
      url: '/api/ci_fonts/fallback-test',
      headers: admin,
      payload: { family: null },
    });
    await demo.app.inject({ method: 'DELETE', url: family['@id'], headers: admin });
  });

  it("sets a ci's sheets in its assigned family: served with the same bytes and embedded in the PDF", async () => {
    const admin = await as('admin');
    const created = await createFamily('BMW Brand Serif');
    expect(created.statusCode).toBe(201);
    const family = created.json();
    expect((await createFamily('BMW Brand Serif')).statusCode).toBe(409);
    for (const [face, bytes] of Object.entries(SERIF)) {
      // The face is read from the font itself; only the bold is named, as a form may.
      const fields = face === 'bold' ? { face: 'bold' } : {};
      const response = await upload(family['@id'], bytes, `serif-${face}.ttf`, fields);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ face, missingLanguages: [] });
    }
    const assigned = await demo.app.inject({
      method: 'PUT',
      url: '/api/ci_fonts/bmw',
      headers: admin,
      payload: { family: family['@id'] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().fontFamily).toBe(family.fontFamily);

    // Every logged-in user learns the assignment: the designer lays out with it.
    const known = await demo.app.inject({ url: '/api/ci_fonts', headers: await as('dealer.cz') });
    expect(known.json()['hydra:member']).toEqual([
      expect.objectContaining({ ci: 'bmw', fontFamily: family.fontFamily }),
    ]);
    for (const [face, bytes] of Object.entries(SERIF)) {
      const slug = face === 'boldItalic' ? 'bold-italic' : face;
      const served = await demo.app.inject({
        url: `/fonts/${family.fontFamily}-${slug}.ttf`,
        headers: admin,
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(Buffer.from(bytes))).toBe(true);
      const again = await demo.app.inject({
        url: `/fonts/${family.fontFamily}-${slug}.ttf`,
        headers: { ...admin, 'if-none-match': served.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    const unknown = await demo.app.inject({
      url: '/fonts/brand-999999-regular.ttf',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);

    const sheets = (
      await demo.app.inject({ url: '/api/sheets?itemsPerPage=100', headers: admin })
    ).json()['hydra:member'] as { '@id': string; name: string }[];
    const bmw = sheets.find((sheet) => sheet.name.startsWith('BMW 3 Series'));
    const mini = sheets.find((sheet) => sheet.name.startsWith('MINI'));
    const exportFonts = async (sheet: string) => {
      const response = await demo.app.inject({
        method: 'POST',
        url: '/api/exports',
        headers: admin,
        payload: { sheet, format: 'pdf', pdf: 'print', page: 0 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return pdfFonts(response.rawPayload);
    };
    const bmwFonts = await exportFonts(bmw?.['@id'] ?? '');
    const serif = bmwFonts.filter((line) => line.includes('DejaVuSerif'));
    expect(serif.length).toBeGreaterThan(0);
    // Embedded ("emb yes"), as a subset: pdffonts' columns are emb, sub, uni.
    for (const line of serif) expect(line).toMatch(/\+DejaVuSerif.*\byes\s+yes\s+yes\b/);
    expect(bmwFonts.some((line) => line.includes('NotoSans'))).toBe(false);
    // Another ci keeps the open font.
    const miniFonts = await exportFonts(mini?.['@id'] ?? '');
    expect(miniFonts.some((line) => line.includes('DejaVuSerif'))).toBe(false);
    expect(miniFonts.some((line) => line.includes('NotoSans'))).toBe(true);

    // A family still set for a brand is not deleted: the ci is reassigned first.
    const refused = await demo.app.inject({ method: 'DELETE', url: family['@id'], headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()['hydra:description']).toBe(
      '"BMW Brand Serif" is the brand font of bmw. Assign another family to bmw first ' +
        '(or remove the brand from this family to set it in Noto Sans), then delete it.',
    );
    const kept = (await demo.app.inject({ url: family['@id'], headers: admin })).json();
    expect(kept.faces).toHaveLength(4);
    expect(kept.cis).toEqual(['bmw']);
    expect(
      (await exportFonts(bmw?.['@id'] ?? '')).some((line) => line.includes('DejaVuSerif')),
    ).toBe(true);
    await demo.app.inject({
      method: 'PUT',
      url: '/api/ci_fonts/bmw',
      headers: admin,
      payload: { family: null },
    });
    expect(
      (await demo.app.inject({ method: 'DELETE', url: family['@id'], headers: admin })).statusCode,
    ).toBe(204);
    expect(
      (await exportFonts(bmw?.['@id'] ?? '')).some((line) => line.includes('DejaVuSerif')),
    ).toBe(false);
    expect(
      (await demo.app.inject({ url: '/api/ci_fonts', headers: admin })).json()['hydra:member'],
    ).toEqual([]);
  });

  it('keeps a replaced face as a revision, and a restore brings its bytes back to the PDF', async () => {
    const admin = await as('admin');
    const family = (await createFamily('Revisions')).json();
    const detail = async () =>
      (await demo.app.inject({ url: family['@id'], headers: admin })).json();
    expect((await upload(family['@id'], SERIF.regular, 'serif.ttf')).statusCode).toBe(201);
    const replaced = await upload(family['@id'], MATH, 'math.ttf', { face: 'regular' });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const afterReplace = await detail();
    expect(afterReplace.faces).toEqual([
      expect.objectContaining({ face: 'regular', fileName: 'math.ttf', uploadedBy: 'admin' }),
    ]);
    expect(afterReplace.revisions).toEqual([
      expect.objectContaining({ face: 'regular', fileName: 'serif.ttf', uploadedBy: 'admin' }),
    ]);

    // A sheet of a ci set in the family, to see which bytes its PDF embeds.
    await demo.app.inject({
      method: 'PUT',
      url: '/api/ci_fonts/revision-test',
      headers: admin,
      payload: { family: family.id },
    });
    const sheets = (
      await demo.app.inject({ url: '/api/sheets?itemsPerPage=100', headers: admin })
    ).json()['hydra:member'] as { '@id': string; name: string }[];
    const listed = sheets.find((sheet) => sheet.name.startsWith('BMW 3 Series'));
    const source = (await demo.app.inject({ url: listed?.['@id'] ?? '', headers: admin })).json();
    const data = JSON.parse(source.data);
    data.ci = 'revision-test';
    const sheet = (
      await demo.app.inject({
        method: 'POST',
        url: '/api/sheets',
        headers: admin,
        payload: { name: 'Revision test', category: source.category, data: JSON.stringify(data) },
      })
    ).json()['@id'] as string;
    const exportFonts = async () => {
      const response = await demo.app.inject({
        method: 'POST',
        url: '/api/exports',
        headers: admin,
        payload: { sheet, format: 'pdf', pdf: 'screen', page: 0 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return pdfFonts(response.rawPayload).join('\n');
    };
    expect(await exportFonts()).toContain('DejaVuMathTeXGyre');

    // A restore that cannot be done changes nothing: another family's revision, or none.
    const other = (await createFamily('Revisions, other')).json();
    const wrongFamily = await demo.app.inject({
      method: 'POST',
      url: `${other['@id']}/revisions/${afterReplace.revisions[0].id}/restore`,
      headers: admin,
    });
    expect(wrongFamily.statusCode).toBe(404);
    expect(
      (
        await demo.app.inject({
          method: 'POST',
          url: `${family['@id']}/revisions/999999/restore`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    expect((await detail()).version).toBe(afterReplace.version);

    const restored = await demo.app.inject({
      method: 'POST',
      url: `${afterReplace.revisions[0]['@id']}/restore`,
      headers: admin,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const afterRestore = restored.json();
    expect(afterRestore.version).toBeGreaterThan(afterReplace.version);
    expect(afterRestore.faces).toEqual([
      expect.objectContaining({ face: 'regular', fileName: 'serif.ttf' }),
    ]);
    // The restore is an overwrite too: the file it replaced is the revision now.
    expect(afterRestore.revisions).toEqual([
      expect.objectContaining({ face: 'regular', fileName: 'math.ttf' }),
    ]);
    const served = await demo.app.inject({
      url: `/fonts/${family.fontFamily}-regular.ttf`,
      headers: await as('admin'),
    });
    expect(served.rawPayload.equals(Buffer.from(SERIF.regular))).toBe(true);
    const fonts = await exportFonts();
    expect(fonts).toContain('DejaVuSerif');
    expect(fonts).not.toContain('DejaVuMathTeXGyre');

    // Removing a face keeps its file too, and the history is bounded per face.
    const removed = await demo.app.inject({
      method: 'DELETE',
      url: `${family['@id']}/faces/regular`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await detail()).revisions.map((entry: { fileName: string }) => entry.fileName)).toEqual(
      ['serif.ttf', 'math.ttf'],
    );
    for (let n = 0; n < 10; n++) {
      const bytes = n % 2 === 0 ? SERIF.italic : MATH;
      expect(
        (await upload(family['@id'], bytes, `upload-${n}.ttf`, { face: 'regular' })).statusCode,
      ).toBe(201);
    }
    const bounded = (await detail()).revisions as { fileName: string }[];
    expect(bounded).toHaveLength(10);
    expect(bounded[0]?.fileName).toBe('upload-8.ttf');
    expect(bounded.map((entry) => entry.fileName)).not.toContain('math.ttf');

    await demo.app.inject({
      method: 'PUT',
      url: '/api/ci_fonts/revision-test',
      headers: admin,
      payload: { family: null },
    });
    for (const iri of [family['@id'], other['@id']]) {
      expect(
        (await demo.app.inject({ method: 'DELETE', url: iri, headers: admin })).statusCode,
      ).toBe(204);
    }
    const [left] = await demo.app.db.select({ n: count() }).from(fontFileRevisions);
    expect(left?.n).toBe(0);
  });

  it('keeps both replaced files when two uploads of a face cross, and none for a refused one', async () => {
    const admin = await as('admin');
    const family = (await createFamily('Crossing uploads')).json();
    expect((await upload(family['@id'], SERIF.regular, 'first.ttf')).statusCode).toBe(201);
    const broken = await upload(family['@id'], SERIF.regular.slice(0, 3000), 'broken.ttf', {
      face: 'regular',
    });
    expect(broken.statusCode).toBe(400);
    const [one, two] = await Promise.all([
      upload(family['@id'], MATH, 'one.ttf', { face: 'regular' }),
      upload(family['@id'], SERIF.italic, 'two.ttf', { face: 'regular' }),
    ]);
    expect([one?.statusCode, two?.statusCode]).toEqual([201, 201]);
    const detail = (await demo.app.inject({ url: family['@id'], headers: admin })).json();
    const current = detail.faces[0].fileName as string;
    const earlier = (detail.revisions as { fileName: string }[]).map((entry) => entry.fileName);
    // Whichever came last is the face; the other and the first are both kept, once each.
    expect([current, ...earlier].sort()).toEqual(['first.ttf', 'one.ttf', 'two.ttf']);
    expect(earlier.at(-1)).toBe('first.ttf');
    await demo.app.inject({ method: 'DELETE', url: family['@id'], headers: admin });
  });
});
